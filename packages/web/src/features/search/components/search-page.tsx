import { DEFAULT_MAP_SETTINGS, PROPERTY_MESSAGES } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useDebounce } from 'use-debounce';
import { MountWhenOpened } from '~/components/mount-when-opened';
import { useSearchProperties } from '~/features/search/api/search-properties';
import { useCodeLookup } from '~/features/search/hooks/use-code-lookup';
import { useSearchFilter } from '~/features/search/hooks/use-search-filter';
import { hydratedApart, hydratesLater } from '~/lib/hydration/hydration-parts';
import { sameFilter } from '~/lib/search-filter';
import { useInBrowser } from '~/lib/use-in-browser';
import { useSettings } from '~/lib/use-settings';
import { whenIdle } from '~/lib/when-idle';
import { FilterPanel } from './filter-panel';
import { SearchFiltersPart } from './search-filters-part';
import { SearchHero } from './search-hero';
import { SearchResultsPart } from './search-results-part';
import type { SearchToolbarProps } from './search-toolbar';

/** Spec §4: the search waits for a short pause, so quick clicks on the counters make one request. */
export const SEARCH_DEBOUNCE_MS = 300;

export const SEARCH_PAGE_TITLE = 'Búsqueda de inmuebles';

// Below the first screen: its code is left out of the page's first scripts (hydration-parts.tsx).
const FeaturedSection = hydratesLater(() => import('./featured-section').then((m) => m.FeaturedSection));

const loadFilterDrawer = () => import('./filter-drawer');
const FilterDrawer = lazy(() => loadFilterDrawer().then((m) => ({ default: m.FilterDrawer })));

/** Below MUI's `md`: the filters are behind the 'Filtros' button, not in a sidebar. */
const PHONE_LAYOUT = '(max-width: 899.95px)';

// The first screen's hero, hydrated first of the page's parts.
const SearchHeroPart = hydratedApart(SearchHero);

/** What the page shows from other features; the route brings them. */
export interface SearchPageParts {
  /** 'Recibir alertas de esta búsqueda' for the search on screen. */
  AlertButton: SearchToolbarProps['AlertButton'];
  /** The agency's branches below the featured listings. */
  Branches: ComponentType;
}

/**
 * Home and search (spec §2 "Search view"). Its parts (hero, filters, results) each hydrate on their own after
 * the page around them, and take props that keep their identity: an update right after the page hydrates
 * (useInBrowser's) leaves them alone.
 */
export function SearchPage({ AlertButton, Branches }: SearchPageParts) {
  const { filter, base, update, pageHref, reset, view, setView, code, setCode, clearCode } =
    useSearchFilter();
  // No tile provider in production (MAP_TILE_URL unset): no map view, the list only.
  const withMap = useSettings('map', DEFAULT_MAP_SETTINGS).tileUrl !== null;
  const inBrowser = useInBrowser();
  const [searched] = useDebounce(filter, SEARCH_DEBOUNCE_MS, { equalityFn: sameFilter });
  const search = useSearchProperties(searched);
  const lookup = useCodeLookup(code, clearCode);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const openFilters = useCallback(() => setFiltersOpen(true), []);
  const resultsRef = useRef<HTMLElement>(null);
  const loading = search.isFetching || !sameFilter(filter, searched);
  // Stable: the pagination hydrates later, and new props before that would replace its server HTML.
  const toResults = useCallback(() => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resultsRef.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }, []);
  const changePage = useCallback(
    (page: number) => {
      update({ page });
      toResults();
    },
    [update, toResults],
  );

  // The drawer closed ('Ver N resultados', or after changing the filters): the visitor is taken to the results,
  // once the drawer has given the focus back to 'Filtros' (which may scroll to it).
  const showResults = () => {
    setFiltersOpen(false);
    setTimeout(toResults);
  };

  // On a phone the filters' code is fetched once the page is idle, not at the first tap on 'Filtros' (the
  // first page's scripts have no room for it: scripts/check-bundle-budget.mjs), and the closed drawer is
  // rendered then, in a transition a tap interrupts: its first open is as quick as the next ones. Desktops
  // never fetch it.
  const [filtersAhead, setFiltersAhead] = useState(false);
  useEffect(() => {
    if (!window.matchMedia?.(PHONE_LAYOUT).matches) return;
    // Rendering the drawer fetches its code (lazy); in a transition nothing shows until both are done.
    return whenIdle(() => startTransition(() => setFiltersAhead(true)));
  }, []);

  return (
    <>
      <SearchHeroPart />

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '270px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <SearchFiltersPart filter={filter} onChange={update} onReset={reset} />
          <SearchResultsPart
            ref={resultsRef}
            filter={filter}
            base={base}
            searched={searched}
            result={search.data}
            error={search.error}
            loading={loading}
            onRetry={search.refetch}
            reset={reset}
            update={update}
            onPageChange={changePage}
            pageHref={pageHref}
            filtersOpen={filtersOpen}
            openFilters={openFilters}
            withMap={withMap}
            view={view}
            setView={setView}
            mapInBrowser={view === 'mapa' && withMap && inBrowser}
            setCode={setCode}
            lookup={lookup}
            AlertButton={AlertButton}
          />
        </Box>
      </Container>

      {/* Fetched and rendered when a phone is idle or at the first open: desktops never do, and a phone's first page is lighter. */}
      <MountWhenOpened open={filtersOpen || filtersAhead}>
        <FilterDrawer
          open={filtersOpen}
          onClose={showResults}
          showResultsLabel={
            loading || !search.data ? PROPERTY_MESSAGES.loading : `Ver ${search.data.total} resultados`
          }
        >
          <FilterPanel filter={filter} onChange={update} onReset={reset} idPrefix="filtro-movil" />
        </FilterDrawer>
      </MountWhenOpened>

      <FeaturedSection />

      <Branches />
    </>
  );
}
