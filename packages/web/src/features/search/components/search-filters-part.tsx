import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { hydratedApart } from '~/lib/hydration/hydration-parts';
import type { SearchFilterPatch } from '~/features/search/hooks/use-search-filter';
import type { SearchFilter } from '~/lib/search-filter';
import { FilterPanel } from './filter-panel';

/** The filters beside the results from `md` (below it they are in the drawer behind 'Filtros'). */
export const SearchFiltersPart = hydratedApart(function SearchFiltersPart({
  filter,
  onChange,
  onReset,
}: {
  filter: SearchFilter;
  onChange: (patch: SearchFilterPatch) => void;
  onReset: () => void;
}) {
  return (
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
      <FilterPanel filter={filter} onChange={onChange} onReset={onReset} idPrefix="filtro" />
    </Box>
  );
});
