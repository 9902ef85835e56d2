import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ElementType, type ReactNode, type Ref } from 'react';

type InputPart = Partial<OutlinedInputProps>;
type HtmlInputPart = OutlinedInputProps['inputProps'];
type LabelPart = Partial<InputLabelProps>;
type HelperTextPart = Partial<FormHelperTextProps> & { component?: ElementType };

export type OutlinedTextFieldProps = Omit<
  FormControlProps,
  'children' | 'onChange' | 'onBlur' | 'onFocus' | 'variant' | 'defaultValue' | 'ref'
> &
  Pick<
    OutlinedInputProps,
    | 'autoComplete'
    | 'autoFocus'
    | 'defaultValue'
    | 'inputRef'
    | 'maxRows'
    | 'minRows'
    | 'multiline'
    | 'name'
    | 'onBlur'
    | 'onChange'
    | 'onFocus'
    | 'placeholder'
    | 'rows'
    | 'type'
    | 'value'
  > & {
    ref?: Ref<HTMLDivElement>;
    label?: ReactNode;
    helperText?: ReactNode;
    /** A native `<select>` of the `<option>` children (phones show their own picker). */
    select?: boolean;
    children?: ReactNode;
    slotProps?: {
      input?: InputPart;
      htmlInput?: HtmlInputPart;
      inputLabel?: LabelPart;
      formHelperText?: HelperTextPart;
    };
    /** The older names of `slotProps`' parts, as MUI's Autocomplete hands them to its `renderInput`. */
    InputProps?: InputPart;
    inputProps?: HtmlInputPart;
    InputLabelProps?: LabelPart;
  };

/**
 * MUI's outlined `<TextField>`, built from its parts as MUI's docs show, with the same markup (label,
 * helper text and their ids). TextField itself always brings the menu-based Select, whose Menu, Popover,
 * Modal and focus trap weigh about 13 KB gzip on every form page's first JavaScript.
 */
export function OutlinedTextField({
  ref,
  id: idProp,
  label,
  helperText,
  select = false,
  children,
  slotProps,
  InputProps,
  inputProps,
  InputLabelProps,
  autoComplete,
  autoFocus,
  defaultValue,
  inputRef,
  maxRows,
  minRows,
  multiline,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  rows,
  type,
  value,
  ...control
}: OutlinedTextFieldProps) {
  const reactId = useId();
  const id = idProp ?? reactId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  // A native select always shows a choice (its first option at least): the label sits above from the first paint.
  const labelPart = { shrink: select || undefined, ...(slotProps?.inputLabel ?? InputLabelProps) };
  const inputPart = slotProps?.input ?? InputProps;
  const htmlInputPart = slotProps?.htmlInput ?? inputProps;
  const input = (
    <OutlinedInput
      aria-describedby={helperTextId}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      defaultValue={defaultValue}
      multiline={multiline}
      name={name}
      rows={rows}
      maxRows={maxRows}
      minRows={minRows}
      type={type}
      value={value}
      id={id}
      inputRef={inputRef}
      onBlur={onBlur}
      onChange={onChange}
      onFocus={onFocus}
      placeholder={placeholder}
      inputProps={htmlInputPart}
      fullWidth={control.fullWidth}
      label={label}
      notched={labelPart.shrink}
      {...inputPart}
    />
  );
  return (
    <FormControl ref={ref} variant="outlined" {...control}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...labelPart}>
          {label}
        </InputLabel>
      )}
      {select ? <NativeSelect input={input}>{children}</NativeSelect> : input}
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
