import { SORT_OPTIONS, type SortOption } from '@inmo/contracts';
import { NativeSelectField } from '~/components/fields/native-select-field';

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
    <NativeSelectField
      id="orden-resultados"
      label="Ordenar por"
      value={value}
      onChange={(next) => {
        if (isSortOption(next)) onChange(next);
      }}
      sx={{ minWidth: { sm: 200 } }}
    >
      {SORT_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelectField>
  );
}
