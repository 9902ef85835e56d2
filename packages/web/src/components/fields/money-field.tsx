import { parsePesos } from '@inmo/contracts';
import { OutlinedTextField, type OutlinedTextFieldProps } from '~/components/fields/outlined-text-field';
import {
  NumberFormatBase,
  useNumericFormat,
  type NumericFormatProps,
  type SourceInfo,
} from 'react-number-format';

/** Whether the visitor changed the value (a new `value` from the page is not a change of theirs). The library's SourceType enum exists only as a type. */
export const typedByVisitor = ({ source }: SourceInfo) => String(source) === 'event';

type MoneyFieldProps = Omit<
  OutlinedTextFieldProps,
  'value' | 'onChange' | 'type' | 'defaultValue' | 'slotProps'
> & {
  /** Pesos; null shows an empty field. */
  value: number | null;
  onValueChange: (value: number | null) => void;
  /** Largest amount the field takes: a keystroke that would pass it is refused. */
  max: number;
  /** The label stays above the field even when it is empty: a label too long to fit inside it on a 320 px phone. */
  labelAbove?: boolean;
};

/** Whole pesos typed and shown as es-CO money ('$ 2.000.000'); the caret stays put while formatting. */
export function MoneyField({ value, onValueChange, max, labelAbove, ...props }: MoneyFieldProps) {
  const { removeFormatting, ...numeric } = useNumericFormat<OutlinedTextFieldProps>({
    ...(props as NumericFormatProps<OutlinedTextFieldProps>),
    customInput: OutlinedTextField,
    value: value ?? '',
    valueIsNumericString: false,
    thousandSeparator: '.',
    decimalSeparator: ',',
    decimalScale: 0,
    allowNegative: false,
    prefix: '$ ',
    isAllowed: ({ floatValue }) => floatValue === undefined || floatValue <= max,
    onValueChange: (values, info) => {
      if (typedByVisitor(info)) onValueChange(values.floatValue ?? null);
    },
  });
  return (
    <NumberFormatBase<OutlinedTextFieldProps>
      {...numeric}
      // A typed '0' stays one '0' ('$ 00000' never shows); '05' becomes '5' as it is typed.
      removeFormatting={(text, change) => (removeFormatting?.(text, change) ?? text).replace(/^0+(?=\d)/, '')}
      // A pasted amount with separators is read as es-CO would write it (parsePesos): '300000000.50' and
      // '300,000,000' are 300.000.000, never 30.000.000.050 or 300. Plain digits paste as typed.
      onPaste={(event) => {
        const text = event.clipboardData.getData('text');
        const pesos = /^\s*\d+\s*$/.test(text) ? null : parsePesos(text);
        if (pesos === null || pesos > max) return;
        event.preventDefault();
        onValueChange(pesos);
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        inputLabel: labelAbove ? { shrink: true } : undefined,
      }}
    />
  );
}
