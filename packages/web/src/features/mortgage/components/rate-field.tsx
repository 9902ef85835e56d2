import { OutlinedTextField, type OutlinedTextFieldProps } from '~/components/fields/outlined-text-field';
import { NumericFormat } from 'react-number-format';
import { typedByVisitor } from '~/components/fields/money-field';

type RateFieldProps = Omit<
  OutlinedTextFieldProps,
  'value' | 'onChange' | 'type' | 'defaultValue' | 'slotProps'
> & {
  /** Percent; null shows an empty field. */
  value: number | null;
  onValueChange: (value: number | null) => void;
};

/** A percentage as es-CO writes it ('12,5 %'): two decimals at most, a comma for the decimal point. */
export function RateField({ value, onValueChange, ...props }: RateFieldProps) {
  return (
    <NumericFormat<OutlinedTextFieldProps>
      {...props}
      customInput={OutlinedTextField}
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
