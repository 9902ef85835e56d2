import {
  DEFAULT_MAP_SETTINGS,
  CITIES,
  cityLabel,
  GESTION,
  PROPERTY_MESSAGES,
  PROPERTY_TYPES,
} from '@inmo/contracts';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import ViewListIcon from '@mui/icons-material/ViewList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { LazyAlert } from '~/components/lazy-alert';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { useDebounce } from 'use-debounce';
import { HydratesApart } from '~/lib/hydration/hydration-parts';
import { useNearScreen } from '~/lib/use-near-screen';
import { whenIdle } from '~/lib/when-idle';
import { MountWhenOpened } from '~/components/mount-when-opened';
import { useSearchProperties } from '~/features/search/api/search-properties';
import { useCodeLookup } from '~/features/search/hooks/use-code-lookup';
import { useSearchFilter, type SearchView } from '~/features/search/hooks/use-search-filter';
import { useInBrowser } from '~/lib/use-in-browser';
import { COUNTER_KEYS, filterToSearchParams, sameFilter, type SearchFilter } from '~/lib/search-filter';
import { CodeSearch } from './code-search';
import { SearchHero } from './search-hero';
import { FilterPanel } from './filter-panel';
import { LoadingIndicator, SearchResults } from './search-results';
import { SortSelect } from './sort-select';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useSettings } from '~/lib/use-settings';

/** Spec §4: the search waits for a short pause, so quick clicks on the counters make one request. */
export const SEARCH_DEBOUNCE_MS = 300;

export const SEARCH_PAGE_TITLE = 'Búsqueda de inmuebles';

const loadFilterDrawer = () => import('./filter-drawer');
const FilterDrawer = lazy(() => loadFilterDrawer().then((m) => ({ default: m.FilterDrawer })));

/** Below MUI's `md`: the filters are behind the 'Filtros' button, not in a sidebar. */
const PHONE_LAYOUT = '(max-width: 899.95px)';

// Leaflet and the clustering load only when the map is opened.
const ResultsMap = lazy(() => import('./results-map'));

const MAP_HEIGHT = { height: 'min(70vh, 620px)', minHeight: 360 } as const;

function MapPlaceholder() {
  return (
    <Box
      sx={{
        ...MAP_HEIGHT,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        borderRadius: '16px',
      }}
    >
      <LoadingIndicator label="Cargando el mapa…" />
    </Box>
  );
}

// Below the fold: the banners, finder and map of the branches hydrate after the page (3.5 KB gzip less first).

const FeaturedCarousel = lazy(() =>
  import('./featured-carousel').then((m) => ({ default: m.FeaturedCarousel })),
);

// The first screen's hero, hydrated first of the page's parts (HydratesApart): made once, so it keeps its identity.
const HERO = <SearchHero />;

/** How many filters differ from the route's own (shown on the phones' 'Filtros' button). */
function activeFilterCount(filter: SearchFilter, base: SearchFilter): number {
  const keys = ['gestion', 'tipo', 'ciudad', 'barrio', ...COUNTER_KEYS] as const;
  const changed = keys.filter((key) => filter[key] !== base[key]).length;
  return changed + (filter.valmin !== undefined || filter.valmax !== undefined ? 1 : 0);
}

/** 'Apartamentos en venta en Medellín', 'Inmuebles en arriendo'. */
export function resultsHeading(filter: SearchFilter): string {
  const type = PROPERTY_TYPES.find((t) => t.id === filter.tipo);
  const what = type ? `${type.name}${/[aeiou]$/i.test(type.name) ? 's' : 'es'}` : 'Inmuebles';
  const gestion = filter.gestion === GESTION.VENTA ? 'en venta' : 'en arriendo';
  const city = CITIES.find((c) => c.id === filter.ciudad);
  return [what, gestion, city ? `en ${cityLabel(city, CITIES)}` : ''].filter(Boolean).join(' ');
}

/**
 * Below the fold: its code loads and it renders only in the browser, when it comes near the screen, so
 * a visitor who never scrolls there does not download it. Its own component, so switching it on
 * re-renders it alone, not the whole page.
 */
function FeaturedSection() {
  const { ref, near } = useNearScreen();
  const fallback = (
    <Box ref={ref} sx={{ minHeight: 200, display: 'grid', placeItems: 'center' }}>
      <LoadingIndicator label={PROPERTY_MESSAGES.loadingFeatured} />
    </Box>
  );
  return near ? (
    <Suspense fallback={fallback}>
      <FeaturedCarousel />
    </Suspense>
  ) : (
    fallback
  );
}

/** Home and search (spec §2 "Search view"). */
/** What the page shows from other features; the route brings them. */
export interface SearchPageParts {
  /** 'Recibir alertas de esta búsqueda' for the search on screen. */
  AlertButton: ComponentType<{ filter: SearchFilter; sx?: SxProps<Theme> }>;
  /** The agency's branches below the featured listings. */
  Branches: ComponentType;
}

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
  const resultsRef = useRef<HTMLElement>(null);
  const pending = !sameFilter(filter, searched);
  const loading = search.isFetching || pending;
  const activeFilters = activeFilterCount(filter, base);
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

  const panel = (idPrefix: string) => (
    <FilterPanel filter={filter} onChange={update} onReset={reset} idPrefix={idPrefix} />
  );

  // The page's parts, each hydrated on its own after the page around it (HydratesApart): made anew only when
  // what they show changes, so an update right after the page hydrates (useInBrowser's) leaves them alone.
  const { refetch } = search;
  const showMap = view === 'mapa' && withMap;
  const mapInBrowser = showMap && inBrowser;
  const filtersAside = useMemo(
    () => (
      <Box
        component="aside"
        aria-labelledby="filtros-titulo"
        sx={{
          display: { xs: 'none', md: 'block' },
          position: 'sticky',
          top: 92,
          bgcolor: 'background.paper',
          borderRadius: '16px',
          border: 1,
          borderColor: 'divider',
          p: 2.5,
          maxHeight: 'calc(100vh - 108px)',
          overflowY: 'auto',
        }}
      >
        <Typography id="filtros-titulo" variant="h4" component="h2" sx={{ mb: 2 }}>
          Filtros
        </Typography>
        <FilterPanel filter={filter} onChange={update} onReset={reset} idPrefix="filtro" />
      </Box>
    ),
    [filter, update, reset],
  );
  const results = useMemo(
    () => (
      <Box
        component="section"
        ref={resultsRef}
        aria-labelledby="resultados-titulo"
        // The address whose answer is on screen; end-to-end tests wait on it.
        data-results-for={
          !loading && search.data ? filterToSearchParams(searched, base).toString() : undefined
        }
        sx={{ scrollMarginTop: 96, minWidth: 0 }}
      >
        <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2} sx={{ mb: 2 }}>
          <Typography
            id="resultados-titulo"
            variant="h2"
            sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' } }}
          >
            {resultsHeading(filter)}
          </Typography>
          {/* Beside the heading, so showing it never moves the grid. */}
          <Box sx={{ flexShrink: 0, minHeight: 32, display: 'flex', alignItems: 'center' }}>
            {(loading || lookup.searching) && <LoadingIndicator />}
          </Box>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            // Filtros (phones and tablets), sort, Lista | Mapa, the code: one row only from lg, where the
            // results column is wide enough for the code field; below it the code has a row of its own.
            gridTemplateColumns: {
              xs: '1fr 1fr',
              sm: 'auto minmax(0, 1fr) auto',
              md: 'minmax(0, 1fr) auto',
              lg: 'auto auto minmax(0, 1fr)',
            },
            alignItems: 'start',
            mb: 3,
            '& .codigo': { gridColumn: { xs: '1 / -1', lg: 'auto' } },
          }}
        >
          <Button
            variant="outlined"
            startIcon={
              <Badge
                badgeContent={activeFilters}
                color="secondary"
                slotProps={{ badge: { 'aria-hidden': true } }}
              >
                <TuneIcon />
              </Badge>
            }
            onClick={() => setFiltersOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            sx={{ display: { md: 'none' }, minHeight: 40, bgcolor: 'background.paper' }}
          >
            {/* Named by its text (WCAG 2.5.3), the count for screen readers only. */}
            Filtros
            {activeFilters > 0 && (
              <Box component="span" sx={visuallyHidden}>{` (${activeFilters} activos)`}</Box>
            )}
          </Button>
          <SortSelect value={filter.orden} onChange={(orden) => update({ orden })} />
          {withMap && (
            <Box
              role="group"
              aria-label="Ver los resultados en"
              sx={{ display: 'flex', gap: 0.5, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            >
              {(
                [
                  ['lista', 'Lista', <ViewListIcon key="l" />],
                  ['mapa', 'Mapa', <MapOutlinedIcon key="m" />],
                ] as [SearchView, string, React.ReactNode][]
              ).map(([value, label, icon]) => (
                <Button
                  key={value}
                  variant={view === value ? 'contained' : 'outlined'}
                  aria-pressed={view === value}
                  startIcon={icon}
                  onClick={() => setView(value)}
                  sx={{ minHeight: 40, flex: { xs: 1, sm: 'none' } }}
                >
                  {label}
                </Button>
              ))}
            </Box>
          )}
          <Box className="codigo">
            <CodeSearch onSearch={setCode} disabled={lookup.searching} />
          </Box>
          <AlertButton
            filter={filter}
            sx={{
              gridColumn: '1 / -1',
              justifySelf: { sm: 'start' },
              minHeight: 40,
              bgcolor: 'background.paper',
            }}
          />
        </Box>
        {lookup.missingCode && (
          <LazyAlert severity="warning" role="alert" sx={{ mb: 2 }} onShown={lookup.alertShown}>
            {PROPERTY_MESSAGES.notFound('')}
            {/* Never broken at its hyphen: '919-' on one line and the number on the next. */}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {lookup.missingCode}
            </Box>
          </LazyAlert>
        )}

        {filter.bbox && (
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
            <Typography variant="body2">Solo la zona del mapa.</Typography>
            <Button size="small" onClick={() => update({ bbox: undefined })}>
              Quitar la zona
            </Button>
          </Stack>
        )}
        {showMap ? (
          mapInBrowser ? (
            <Suspense fallback={<MapPlaceholder />}>
              <ResultsMap filter={searched} onSearchArea={(bbox) => update({ bbox })} />
            </Suspense>
          ) : (
            <MapPlaceholder />
          )
        ) : (
          <SearchResults
            result={search.data}
            loading={loading}
            error={search.error}
            page={filter.page}
            onPageChange={changePage}
            pageHref={pageHref}
            onRetry={() => void refetch()}
            onReset={reset}
          />
        )}
      </Box>
    ),
    [
      activeFilters,
      AlertButton,
      base,
      changePage,
      filter,
      filtersOpen,
      loading,
      lookup.alertShown,
      lookup.missingCode,
      lookup.searching,
      mapInBrowser,
      pageHref,
      reset,
      search.data,
      search.error,
      refetch,
      searched,
      setCode,
      setView,
      showMap,
      update,
      view,
      withMap,
    ],
  );

  return (
    <>
      <HydratesApart>{HERO}</HydratesApart>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '270px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <HydratesApart>{filtersAside}</HydratesApart>
          <HydratesApart>{results}</HydratesApart>
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
          {panel('filtro-movil')}
        </FilterDrawer>
      </MountWhenOpened>

      {/* Below the results, so off screen when the page opens: laid out only when scrolled near. */}
      <Box
        sx={{
          bgcolor: 'background.paper',
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          contentVisibility: 'auto',
          containIntrinsicHeight: 'auto 520px',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
          <FeaturedSection />
        </Container>
      </Box>

      <Branches />
    </>
  );
}
