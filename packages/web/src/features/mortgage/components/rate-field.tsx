import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { NumericFormat } from 'react-number-format';
import { typedByVisitor } from '~/components/fields/money-field';

type RateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue' | 'slotProps'> & {
  /** Percent; null shows an empty field. */
  value: number | null;
  onValueChange: (value: number | null) => void;
};

/** A percentage as es-CO writes it ('12,5 %'): two decimals at most, a comma for the decimal point. */
export function RateField({ value, onValueChange, ...props }: RateFieldProps) {
  return (
    <NumericFormat<TextFieldProps>
      {...props}
      customInput={TextField}
      value={value ?? ''}
      valueIsNumericString={false}
      decimalSeparator=","
      allowedDecimalSeparators={[',', '.']}
      thousandSeparator={false}
      decimalScale={2}
      allowNegative={false}
      suffix=" %"
      onValueChange={(values, info) => {
        if (typedByVisitor(info)) onValueChange(values.floatValue ?? null);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
