import { GESTION, GESTION_LABELS, PROPERTY_TYPES, CITIES, cityLabel } from '@inmo/contracts';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { OutlinedTextField } from '~/components/fields/outlined-text-field';
import { useCities } from '~/features/search/api/get-cities';
import { useNeighbourhoods } from '~/lib/get-neighbourhoods';
import type { SearchFilterPatch } from '~/features/search/hooks/use-search-filter';
import { clampCounter, priceRange, type SearchFilter } from '~/lib/search-filter';
import { CounterField } from './counter-field';
import { PriceRangeFilter } from './price-range-filter';

const COUNTERS = [
  { key: 'habitaciones', label: 'Habitaciones' },
  { key: 'banos', label: 'Baños' },
  { key: 'parqueaderos', label: 'Parqueaderos' },
] as const;

interface FilterPanelProps {
  filter: SearchFilter;
  onChange: (patch: SearchFilterPatch) => void;
  onReset: () => void;
  /** Prefix for element ids, so the sidebar and the phone drawer can both exist. */
  idPrefix: string;
}

/** A divider line (MUI's Divider is a hr like this, with more code than the first page needs). */
const RULE = { m: 0, border: 0, borderTop: 1, borderColor: 'divider' } as const;

const GESTION_OPTIONS = [GESTION.ARRIENDO, GESTION.VENTA] as const;

function numberFrom(value: string): number {
  return Number(value) || 0;
}

/** Spec §2 filter panel: gestion, type, city, sector (per city), counters and price range. */
export function FilterPanel({ filter, onChange, onReset, idPrefix }: FilterPanelProps) {
  const cities = useCities();
  const neighbourhoods = useNeighbourhoods(filter.ciudad);
  // Until the gateway answers, the spec's list keeps a city chosen in the address readable.
  const cityOptions = cities.data ?? CITIES;
  const sectorOptions = neighbourhoods.data ?? [];

  return (
    <Stack
      spacing={2.25}
      component="form"
      role="search"
      aria-label="Filtros de búsqueda"
      onSubmit={(e) => e.preventDefault()}
    >
      <OutlinedTextField
        select
        size="small"
        fullWidth
        id={`${idPrefix}-gestion`}
        label="Gestión"
        value={filter.gestion}
        onChange={(event) =>
          onChange({
            gestion: numberFrom(event.target.value) === GESTION.VENTA ? GESTION.VENTA : GESTION.ARRIENDO,
          })
        }
      >
        {GESTION_OPTIONS.map((id) => (
          <option key={id} value={id}>
            {GESTION_LABELS[id]}
          </option>
        ))}
      </OutlinedTextField>
      <OutlinedTextField
        select
        size="small"
        fullWidth
        id={`${idPrefix}-tipo`}
        label="Tipo de inmueble"
        value={filter.tipo}
        onChange={(event) => onChange({ tipo: numberFrom(event.target.value) })}
      >
        <option value={0}>Todos los tipos</option>
        {PROPERTY_TYPES.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </OutlinedTextField>
      <OutlinedTextField
        select
        size="small"
        fullWidth
        id={`${idPrefix}-ciudad`}
        label="Ubicación"
        value={filter.ciudad}
        onChange={(event) => onChange({ ciudad: numberFrom(event.target.value) })}
      >
        <option value={0}>Todas las ciudades</option>
        {cityOptions.map((c) => (
          <option key={c.id} value={c.id}>
            {cityLabel(c, cityOptions)}
          </option>
        ))}
      </OutlinedTextField>
      <OutlinedTextField
        select
        size="small"
        fullWidth
        id={`${idPrefix}-barrio`}
        label="Sector"
        value={filter.barrio}
        onChange={(event) => onChange({ barrio: numberFrom(event.target.value) })}
        disabled={filter.ciudad === 0}
        helperText={
          filter.ciudad === 0
            ? 'Elige primero una ciudad'
            : neighbourhoods.isPending
              ? 'Cargando sectores…'
              : undefined
        }
      >
        <option value={0}>Todos los sectores</option>
        {/* Keeps a sector from the address selectable while the list loads. */}
        {filter.barrio !== 0 && !sectorOptions.some((n) => n.id === filter.barrio) && (
          <option value={filter.barrio}>Sector {filter.barrio}</option>
        )}
        {sectorOptions.map((n) => (
          <option key={n.id} value={n.id}>
            {n.name}
          </option>
        ))}
      </OutlinedTextField>

      <Box component="hr" sx={RULE} />
      <Stack spacing={0.75}>
        {COUNTERS.map(({ key, label }) => (
          <CounterField
            key={key}
            label={label}
            value={filter[key]}
            onStep={(delta) => onChange((latest) => ({ [key]: clampCounter(latest[key] + delta) }))}
          />
        ))}
      </Stack>
      <Box component="hr" sx={RULE} />
      <PriceRangeFilter
        gestion={filter.gestion}
        value={priceRange(filter)}
        onChange={([valmin, valmax]) => onChange({ valmin, valmax })}
      />
      <Button
        variant="text"
        color="primary"
        startIcon={<RestartAltIcon />}
        onClick={onReset}
        sx={{ alignSelf: 'flex-start' }}
      >
        Limpiar filtros
      </Button>
    </Stack>
  );
}
