import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import ViewListIcon from '@mui/icons-material/ViewList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ComponentType, ReactNode } from 'react';
import type { CodeLookup } from '~/features/search/hooks/use-code-lookup';
import type { SearchFilterPatch, SearchView } from '~/features/search/hooks/use-search-filter';
import { COUNTER_KEYS, type SearchFilter } from '~/lib/search-filter';
import { CodeSearch } from './code-search';
import { SortSelect } from './sort-select';

/** How many filters differ from the route's own (shown on the phones' 'Filtros' button). */
function activeFilterCount(filter: SearchFilter, base: SearchFilter): number {
  const keys = ['gestion', 'tipo', 'ciudad', 'barrio', ...COUNTER_KEYS] as const;
  const changed = keys.filter((key) => filter[key] !== base[key]).length;
  return changed + (filter.valmin !== undefined || filter.valmax !== undefined ? 1 : 0);
}

const VIEWS: [SearchView, string, ReactNode][] = [
  ['lista', 'Lista', <ViewListIcon key="l" />],
  ['mapa', 'Mapa', <MapOutlinedIcon key="m" />],
];

export interface SearchToolbarProps {
  filter: SearchFilter;
  /** The route's own filter: the 'Filtros' button counts what differs from it. */
  base: SearchFilter;
  update: (patch: SearchFilterPatch) => void;
  filtersOpen: boolean;
  openFilters: () => void;
  /** Lista | Mapa, shown only with a map. */
  withMap: boolean;
  view: SearchView;
  setView: (view: SearchView) => void;
  setCode: (code: string) => void;
  lookup: CodeLookup;
  /** 'Recibir alertas de esta búsqueda' for the search on screen. */
  AlertButton: ComponentType<{ filter: SearchFilter; sx?: SxProps<Theme> }>;
}

/** Filtros (phones and tablets), sort, Lista | Mapa, the code and the alert, above the results. */
export function SearchToolbar({
  filter,
  base,
  update,
  filtersOpen,
  openFilters,
  withMap,
  view,
  setView,
  setCode,
  lookup,
  AlertButton,
}: SearchToolbarProps) {
  const activeFilters = activeFilterCount(filter, base);
  return (
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
        // Under 360 px half the row cuts 'Más recientes' short: Filtros takes what it needs, the sort the rest.
        '@media (max-width: 359.95px)': { gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 },
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
        onClick={openFilters}
        aria-haspopup="dialog"
        aria-expanded={filtersOpen}
        sx={{ display: { md: 'none' }, minHeight: 40, bgcolor: 'background.paper' }}
      >
        {/* Named by its text (WCAG 2.5.3), the count for screen readers only. */}
        Filtros
        {activeFilters > 0 && <Box component="span" sx={visuallyHidden}>{` (${activeFilters} activos)`}</Box>}
      </Button>
      <SortSelect value={filter.orden} onChange={(orden) => update({ orden })} />
      {withMap && (
        <Box
          role="group"
          aria-label="Ver los resultados en"
          sx={{ display: 'flex', gap: 0.5, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        >
          {VIEWS.map(([value, label, icon]) => (
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
  );
}
