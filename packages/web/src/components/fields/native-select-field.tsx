import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface NativeSelectFieldProps {
  id: string;
  /** The field's name in a form the browser may send. */
  name?: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** The `<option>` elements. */
  children: ReactNode;
  disabled?: boolean;
  helperText?: ReactNode;
  /** 40 px beside buttons (the search's), 56 px among text fields. */
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A labelled native `<select>` in the outlined look of `<TextField select>` (phones show their own
 * picker). Built from the parts, because TextField always brings the menu-based Select, whose Menu,
 * Popover and Modal would weigh on the first page's JavaScript.
 */
export function NativeSelectField({
  id,
  name,
  label,
  value,
  onChange,
  children,
  disabled = false,
  helperText,
  size = 'small',
  sx,
}: NativeSelectFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl size={size} fullWidth disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} />}
        inputProps={{ 'aria-describedby': helperId }}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
