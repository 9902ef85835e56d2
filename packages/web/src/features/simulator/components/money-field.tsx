import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { NumericFormat } from 'react-number-format';

type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue' | 'slotProps'> & {
  /** Pesos; null shows an empty field. */
  value: number | null;
  onValueChange: (value: number | null) => void;
};

/** Whole pesos typed and shown as es-CO money ('$ 2.000.000'); the caret stays put while formatting. */
export function MoneyField({ value, onValueChange, ...props }: MoneyFieldProps) {
  return (
    <NumericFormat
      {...props}
      customInput={TextField}
      value={value ?? ''}
      onValueChange={(values) => onValueChange(values.floatValue ?? null)}
      valueIsNumericString={false}
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={0}
      allowNegative={false}
      prefix="$ "
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
