import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError, isFormErrorMessage } from '~/lib/api-client';

/**
 * What a failed form POST shows. A 4xx keeps the gateway's Spanish message (captcha, 413/415, 429…) and
 * marks each field it names; a 5xx keeps the gateway's §8 message when it sent one (e.g. the customer
 * step's), and a network failure or anything else shows the form's own §8 message.
 * The typed values are never touched.
 */
export function submitFailureMessage<T extends FieldValues>(
  error: unknown,
  failureMessage: string,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string {
  if (isApiError(error) && error.isClientError) {
    let focused = false;
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if (!fields.includes(field)) continue;
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
    return error.message;
  }
  if (isApiError(error) && isFormErrorMessage(error.message)) return error.message;
  return failureMessage;
}
