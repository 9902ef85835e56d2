import {
  CITIES,
  cityLabel,
  GESTION,
  PROPERTY_MESSAGES,
  PROPERTY_TYPES,
  type PropertySearchResult,
} from '@inmo/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type RefObject } from 'react';
import { LazyAlert } from '~/components/lazy-alert';
import { hydratedApart } from '~/lib/hydration/hydration-parts';
import { filterToSearchParams, type SearchFilter } from '~/lib/search-filter';
import { LoadingIndicator, SearchResults } from './search-results';
import { SearchToolbar, type SearchToolbarProps } from './search-toolbar';

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

/** 'Apartamentos en venta en Medellín', 'Inmuebles en arriendo'. */
export function resultsHeading(filter: SearchFilter): string {
  const type = PROPERTY_TYPES.find((t) => t.id === filter.tipo);
  const what = type ? `${type.name}${/[aeiou]$/i.test(type.name) ? 's' : 'es'}` : 'Inmuebles';
  const gestion = filter.gestion === GESTION.VENTA ? 'en venta' : 'en arriendo';
  const city = CITIES.find((c) => c.id === filter.ciudad);
  return [what, gestion, city ? `en ${cityLabel(city, CITIES)}` : ''].filter(Boolean).join(' ');
}

export interface SearchResultsPartProps extends SearchToolbarProps {
  ref: RefObject<HTMLElement | null>;
  /** The filter of the last search sent (the one on screen waits for a pause). */
  searched: SearchFilter;
  result: PropertySearchResult | undefined;
  error: Error | null;
  /** A search is running or waiting for its pause. */
  loading: boolean;
  onRetry: () => unknown;
  reset: () => void;
  onPageChange: (page: number) => void;
  pageHref: (page: number) => string;
  /** The map view is on and the page runs in a browser (Leaflet needs one). */
  mapInBrowser: boolean;
}

/** The results with their heading and toolbar: the list, or the map (`?vista=mapa`). */
export const SearchResultsPart = hydratedApart(function SearchResultsPart({
  ref,
  searched,
  result,
  error,
  loading,
  onRetry,
  reset,
  onPageChange,
  pageHref,
  mapInBrowser,
  ...toolbar
}: SearchResultsPartProps) {
  const { filter, base, update, lookup } = toolbar;
  return (
    <Box
      component="section"
      ref={ref}
      aria-labelledby="resultados-titulo"
      // The address whose answer is on screen; end-to-end tests wait on it.
      data-results-for={!loading && result ? filterToSearchParams(searched, base).toString() : undefined}
      sx={{ scrollMarginTop: 96, minWidth: 0 }}
    >
      <Typography
        id="resultados-titulo"
        variant="h2"
        sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' }, minHeight: 32, mb: 2, alignContent: 'center' }}
      >
        {resultsHeading(filter)}
      </Typography>
      <SearchToolbar {...toolbar} />
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
      <Box sx={{ position: 'relative' }}>
        {/* Over the results: showing it moves nothing (beside the heading, it took the heading's width and
            wrapped it on a phone). Over the first cards' photos, or under the map's 'Buscar en esta zona'. */}
        {(loading || lookup.searching) && (
          <Box
            sx={{
              position: 'absolute',
              zIndex: 1001,
              top: 100,
              left: '50%',
              transform: 'translateX(-50%)',
              px: 2,
              py: 0.75,
              borderRadius: 999,
              bgcolor: 'background.paper',
              boxShadow: 2,
              pointerEvents: 'none',
            }}
          >
            <LoadingIndicator />
          </Box>
        )}
        {toolbar.view === 'mapa' && toolbar.withMap ? (
          mapInBrowser ? (
            <Suspense fallback={<MapPlaceholder />}>
              <ResultsMap filter={searched} onSearchArea={(bbox) => update({ bbox })} />
            </Suspense>
          ) : (
            <MapPlaceholder />
          )
        ) : (
          <SearchResults
            result={result}
            loading={loading}
            error={error}
            page={filter.page}
            onPageChange={onPageChange}
            pageHref={pageHref}
            onRetry={() => void onRetry()}
            onReset={reset}
          />
        )}
      </Box>
    </Box>
  );
});
