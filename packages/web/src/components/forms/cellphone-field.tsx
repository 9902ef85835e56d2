import { COLOMBIAN_PHONE_MAX_LENGTH, colombianPhoneDigits } from '@inmo/contracts';
import type { FieldValues } from 'react-hook-form';
import { DigitsField } from './digits-field';
import type { FormTextFieldProps } from './form-text-field';

/**
 * A Colombian phone (every form without a country-code field): digits only, and the +57 a visitor types or
 * pastes first is dropped, so '+57 300 123 4567' becomes '3001234567' rather than '5730012345'.
 */
export function CellphoneField<T extends FieldValues, TOut extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'sanitize' | 'type' | 'maxLength'>,
) {
  return (
    <DigitsField
      autoComplete="tel-national"
      {...props}
      maxLength={COLOMBIAN_PHONE_MAX_LENGTH}
      sanitize={colombianPhoneDigits}
    />
  );
}
