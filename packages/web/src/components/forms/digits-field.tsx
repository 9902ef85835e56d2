import { digitsOnly } from '@inmo/contracts';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/**
 * Phone, document and value fields (spec §5): anything that is not a digit is stripped as it is typed
 * or pasted (`sanitize` may drop more, still digits only), then the value is cut to `maxLength`.
 */
export function DigitsField<T extends FieldValues, TOut extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'type'>,
) {
  const { slotProps, sanitize = digitsOnly, ...rest } = props;
  return (
    <FormTextField
      {...rest}
      sanitize={sanitize}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          ...slotProps?.htmlInput,
        },
      }}
    />
  );
}
