import Box from '@mui/material/Box';
import { OutlinedTextField, type OutlinedTextFieldProps } from '~/components/fields/outlined-text-field';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'helperText'
> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** Hard limit of the input (spec §5). */
  maxLength?: number;
  /** Shows 'n/max' under the field (needs `maxLength`). */
  counter?: boolean;
  /** Shown under the field while there is no error. */
  hint?: string;
  /** Rewrites what the visitor types before it reaches the form (e.g. digits only). */
  sanitize?: (value: string) => string;
};

/**
 * A text field bound to react-hook-form: the schema's message ('Este campo es obligatorio*', …) under the
 * field, an optional character counter, and `aria-invalid` on the input.
 */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  maxLength,
  counter = false,
  hint,
  sanitize,
  slotProps,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  const count = counter && maxLength ? `${value.length}/${maxLength}` : undefined;
  const helper =
    error || hint || count ? (
      <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <span>{error ?? hint}</span>
        {count && (
          <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }} aria-hidden>
            {count}
          </Box>
        )}
      </Box>
    ) : undefined;

  return (
    <OutlinedTextField
      fullWidth
      {...props}
      name={field.name}
      value={value}
      onChange={(event) => {
        const raw = event.target.value;
        const next = sanitize ? sanitize(raw) : raw;
        field.onChange(maxLength ? next.slice(0, maxLength) : next);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={helper}
      slotProps={{
        ...slotProps,
        // A multiline field is a plain <textarea rows>: MUI's autosizing one measures itself with a forced
        // layout of the page while it hydrates (over 100 ms at 4x CPU on a form page).
        input: { ...(props.multiline ? { inputComponent: 'textarea' } : {}), ...slotProps?.input },
        htmlInput: {
          // Sanitised fields cut after cleaning, so a pasted '300 123 4567' keeps all its digits.
          ...(maxLength && !sanitize ? { maxLength } : {}),
          ...(count ? { 'aria-description': `${value.length} de ${maxLength} caracteres` } : {}),
          ...slotProps?.htmlInput,
        },
        formHelperText: { component: 'div', ...slotProps?.formHelperText },
      }}
    />
  );
}

/** A long answer: a plain `<textarea>` of 4 rows (unless told) with its 'n/max' counter. */
export function TextAreaField<T extends FieldValues, TOut extends FieldValues = T>({
  rows = 4,
  ...props
}: Omit<FormTextFieldProps<T, TOut>, 'multiline' | 'counter' | 'maxLength'> & { maxLength: number }) {
  return <FormTextField multiline rows={rows} counter {...props} />;
}
