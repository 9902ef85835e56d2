import { UI_MESSAGES } from '@inmo/contracts';
import { OutlinedTextField, type OutlinedTextFieldProps } from '~/components/fields/outlined-text-field';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  readonly value: string | number;
  readonly label: string;
}

export type FormSelectProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'helperText' | 'select' | 'slotProps' | 'sx'
> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  options: readonly SelectOption[];
  /** Text of the empty first choice. */
  placeholder?: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  /**
   * Options still loading: the field is disabled and says 'Cargando datos...' where the placeholder goes (not
   * under it: the fields below stay put when the list arrives).
   */
  loading?: boolean;
  /** Called after the value changed (e.g. to clear a dependent select). */
  onValueChange?: (value: string) => void;
};

/**
 * A select bound to react-hook-form; the value is kept as a string ('' = nothing chosen). The browser's
 * own `<select>`: phones show their native picker, and there is no menu to render (MUI's menu select
 * renders its Menu, Popover and Modal for each field and re-renders once more right after hydration).
 */
export function FormSelect<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  options,
  placeholder = 'Selecciona una opción',
  hint,
  loading = false,
  onValueChange,
  ...props
}: FormSelectProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value === undefined || field.value === null ? '' : String(field.value);
  const error = fieldState.error?.message;
  const selected = options.some((o) => String(o.value) === value) ? value : '';
  return (
    <OutlinedTextField
      fullWidth
      {...props}
      disabled={props.disabled || loading}
      select
      name={field.name}
      value={selected}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? hint}
      // Nothing chosen yet: the placeholder option reads as a placeholder, not as an answer.
      sx={
        selected === ''
          ? { '& select': { color: 'text.secondary' }, '& option': { color: 'text.primary' } }
          : undefined
      }
    >
      <option value="">{loading ? UI_MESSAGES.loadingData : placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </OutlinedTextField>
  );
}
