/** A field the gateway refused, as a 400 names it. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** Every error the gateway answers: `{statusCode, message, errors?}`, the message in Spanish. */
export interface ErrorBody {
  readonly statusCode: number;
  readonly message: string;
  readonly errors?: readonly FieldError[];
}

export function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}
