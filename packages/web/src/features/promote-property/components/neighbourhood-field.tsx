import { UI_MESSAGES, type Neighbourhood } from '@inmo/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import { OutlinedTextField } from '~/components/fields/outlined-text-field';
import { useEffect } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface NeighbourhoodFieldProps<T extends FieldValues, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  /** Free text of the neighbourhood (required). */
  name: Path<T>;
  /** Id of the neighbourhood when the text is one of the list's (routes rent mail by neighbourhood). */
  idName: Path<T>;
  options: readonly Neighbourhood[];
  loading: boolean;
  maxLength: number;
  disabled?: boolean;
}

function sameName(a: string, b: string): boolean {
  return a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;
}

/** 'Barrio': suggestions from the city's neighbourhoods, or any name the owner types. */
export function NeighbourhoodField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  idName,
  options,
  loading,
  maxLength,
  disabled,
}: NeighbourhoodFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const { field: idField } = useController({ control, name: idName });
  const text = typeof field.value === 'string' ? field.value : '';
  const match = options.find((o) => sameName(o.name, text.trim()));
  const matchId = match ? String(match.id) : '';
  const idValue: unknown = idField.value;
  const setId = idField.onChange;

  // Derived from the text and the list together: a name typed before the city's list arrived gets its id
  // when the list does (else a rent lead would miss its neighbourhood's mailbox).
  useEffect(() => {
    if (idValue !== matchId) setId(matchId);
  }, [idValue, matchId, setId]);

  const setText = (value: string) => field.onChange(value.slice(0, maxLength));

  return (
    <Autocomplete
      freeSolo
      disabled={disabled}
      options={options.map((o) => o.name)}
      loading={loading}
      loadingText={UI_MESSAGES.loadingData}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset' || value) setText(value);
      }}
      renderInput={(params) => (
        <OutlinedTextField
          {...params}
          label="Barrio"
          required
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Elige de la lista o escríbelo.'}
          slotProps={{ htmlInput: { ...params.inputProps, maxLength } }}
        />
      )}
    />
  );
}
