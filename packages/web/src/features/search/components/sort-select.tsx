import { SORT_OPTIONS, type SortOption } from '@inmo/contracts';
import { OutlinedTextField } from '~/components/fields/outlined-text-field';

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
    <OutlinedTextField
      select
      size="small"
      fullWidth
      id="orden-resultados"
      label="Ordenar por"
      value={value}
      onChange={({ target }) => {
        if (isSortOption(target.value)) onChange(target.value);
      }}
      sx={{ minWidth: { sm: 200 } }}
    >
      {SORT_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </OutlinedTextField>
  );
}
