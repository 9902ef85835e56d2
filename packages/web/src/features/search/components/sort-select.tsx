import { SORT_OPTIONS, type SortOption } from '@inmo/contracts';
import TextField from '@mui/material/TextField';

interface SortSelectProps {
  value: SortOption;
  onChange: (value: SortOption) => void;
}

function isSortOption(value: string): value is SortOption {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/** Spec §2 sort line: 'Más recientes' (default), 'Menor precio', 'Mayor precio'. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <TextField
      select
      id="orden-resultados"
      label="Ordenar por"
      size="small"
      value={value}
      onChange={(e) => {
        if (isSortOption(e.target.value)) onChange(e.target.value);
      }}
      slotProps={{ select: { native: true } }}
      fullWidth
      sx={{ minWidth: { sm: 200 } }}
    >
      {SORT_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
