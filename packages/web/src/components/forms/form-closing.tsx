import type { ConsentDefinition } from '@inmo/contracts';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ConsentCheckbox } from './consent-checkbox';
import { FormErrorAlert } from './form-alerts';

interface FormClosingProps<T extends FieldValues, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  /** The form's consent definition from contracts (the form's field is `consent`). */
  consent: ConsentDefinition;
  /** The last attempt's failure (useFormMutation's `failure`). */
  failure: string | null;
  /**
   * What comes between them, where the form has it: the bot check, the upload's progress. Given by the
   * form, so that a form without a check does not load one.
   */
  children?: ReactNode;
}

/** The end of a form's fields, in this order: the consent box, the check, the last attempt's failure. */
export function FormClosing<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  consent,
  failure,
  children,
}: FormClosingProps<T, TOut>) {
  return (
    <>
      <ConsentCheckbox control={control} name={'consent' as Path<T>} consent={consent} />
      {children}
      <FormErrorAlert message={failure} />
    </>
  );
}
