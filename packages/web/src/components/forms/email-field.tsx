import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** 'Correo electrónico': an e-mail input (the phone's keyboard with @) that the browser may fill in. */
export function EmailField<T extends FieldValues, TOut extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'label' | 'type' | 'autoComplete'>,
) {
  return <FormTextField label="Correo electrónico" type="email" autoComplete="email" {...props} />;
}
