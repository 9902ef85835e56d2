import { FORM_ERROR_MESSAGES } from '@inmo/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';

/**
 * What a failed form POST shows: a 4xx keeps the gateway's Spanish message and marks each named field;
 * anything else is the §8 record-creation message. The typed values stay in the form.
 */
export function submitErrorMessage<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): string {
  if (isApiError(error) && error.isClientError) {
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      setError(field as Path<T>, { type: 'server', message });
    }
    return error.message;
  }
  return FORM_ERROR_MESSAGES.record;
}
