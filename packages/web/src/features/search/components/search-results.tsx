import { PROPERTY_MESSAGES, type PropertySearchResult } from '@inmo/contracts';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LazyAlert } from '~/components/lazy-alert';
import { hydratesLater } from '~/lib/hydration/hydration-parts';
import { PropertyCard } from '~/components/property-card';

// Below the results, and links that work before it runs: MUI's Pagination (3.6 KB gzip) hydrates after the page.
const SearchPagination = hydratesLater(() => import('./search-pagination').then((m) => m.SearchPagination));

interface SearchResultsProps {
  result: PropertySearchResult | undefined;
  loading: boolean;
  error: Error | null;
  page: number;
  onPageChange: (page: number) => void;
  /** Address of a page of these results. */
  pageHref: (page: number) => string;
  onRetry: () => void;
  onReset: () => void;
}

/** Spec §2: 'Cargando...' with a circular spinner while a search runs. */
export function LoadingIndicator({ label = PROPERTY_MESSAGES.loading }: { label?: string }) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" role="status" sx={{ color: 'primary.main' }}>
      <CircularProgress size={22} thickness={5} aria-hidden sx={{ flexShrink: 0 }} />
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
    </Stack>
  );
}

/** Grid of cards (1 / 2 / 3 per row), the empty state and the pagination with 'Mostrando: X de Y'. */
export function SearchResults({
  result,
  loading,
  error,
  page,
  onPageChange,
  pageHref,
  onRetry,
  onReset,
}: SearchResultsProps) {
  const items = result?.items ?? [];
  const total = result?.total ?? 0;
  const pageCount = result?.pageCount ?? 0;
  const empty = result !== undefined && items.length === 0;

  return (
    <Box>
      {error && !result && (
        <LazyAlert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Reintentar
            </Button>
          }
          sx={{ mb: 3 }}
        >
          {error.message}
        </LazyAlert>
      )}

      {!result && !error && (
        // Reserves the first row while the first answer arrives (no layout shift).
        <Box aria-hidden sx={{ minHeight: { xs: 420, md: 460 } }} />
      )}

      {empty && (
        <Stack
          alignItems="center"
          spacing={1.5}
          sx={{
            py: { xs: 6, md: 10 },
            px: 2,
            textAlign: 'center',
            bgcolor: 'background.paper',
            borderRadius: '16px',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <SearchOffOutlinedIcon sx={{ fontSize: 56, color: 'primary.light' }} aria-hidden />
          <Typography variant="h3" component="p">
            {PROPERTY_MESSAGES.noResults}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
            Prueba con otra ubicación, un rango de precio más amplio o menos habitaciones.
          </Typography>
          <Button variant="outlined" onClick={onReset}>
            Limpiar filtros
          </Button>
        </Stack>
      )}

      {items.length > 0 && (
        <Box
          component="ul"
          aria-label="Resultados de la búsqueda"
          aria-busy={loading}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 2, md: 2.5 },
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            opacity: loading ? 0.55 : 1,
            transition: 'opacity 150ms ease',
          }}
        >
          {items.map((card, index) => (
            <Box component="li" key={card.code} sx={{ minWidth: 0 }}>
              <PropertyCard card={card} priority={index === 0} />
            </Box>
          ))}
        </Box>
      )}

      {result !== undefined && (
        // The count above the pages: 13 buttons of 44 px need the row's whole width.
        <Stack spacing={2} alignItems="center" sx={{ mt: 4 }}>
          <Typography color="text.secondary" sx={{ fontWeight: 600 }} aria-live="polite">
            Mostrando: {items.length} de {total}
          </Typography>
          {pageCount > 1 && (
            <SearchPagination
              count={pageCount}
              page={Math.min(page, pageCount)}
              href={pageHref}
              onChange={onPageChange}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
