import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { BaseSyntheticEvent, RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { isApiError, isFormErrorMessage } from '~/lib/api-client';

export interface SendContext {
  /** One per attempt: the gateway answers a repeated key with the first answer, creating nothing. */
  readonly idempotencyKey: string;
}

interface Attempt<TOut> extends SendContext {
  readonly values: TOut;
}

interface UseFormMutationOptions<TIn extends FieldValues, TOut extends FieldValues, TResult> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The one POST of the form. */
  send: (values: TOut, context: SendContext) => Promise<TResult>;
  /** The form's §8 message for server and network failures. */
  failureMessage: string;
  onSuccess?: (result: TResult, values: TOut) => void;
  /** The captcha to reset after a failure (a token verifies once; the reset empties its field). */
  captcha?: RefObject<CaptchaFieldHandle | null>;
}

/** The form's mutation (`isPending`, `isSuccess`, `data`, `error`), its submit handler and its message. */
export type FormMutation<TOut extends FieldValues, TResult> = UseMutationResult<
  TResult,
  Error,
  Attempt<TOut>
> & {
  /** Pass to `<form onSubmit>`. A submit while one is on its way (validating or sending) is ignored. */
  readonly onSubmit: (event?: BaseSyntheticEvent) => void;
  /** The Spanish message of the last failure: null before the first attempt, while sending, after success. */
  readonly failure: string | null;
};

/**
 * What a failed form POST shows. A 4xx keeps the gateway's Spanish message (captcha, 413/415, 429…); a 5xx
 * keeps the gateway's §8 message when it sent one (e.g. the customer step's); a network failure or anything
 * else shows the form's own §8 message.
 */
export function submitFailureMessage(error: unknown, failureMessage: string): string {
  if (isApiError(error) && (error.isClientError || isFormErrorMessage(error.message))) return error.message;
  return failureMessage;
}

/** Marks each field a 4xx names with the gateway's message, focusing the first. The typed values stay. */
function markFieldErrors<TIn extends FieldValues, TOut extends FieldValues>(
  error: unknown,
  form: UseFormReturn<TIn, unknown, TOut>,
): void {
  if (!isApiError(error) || !error.isClientError) return;
  const fields = Object.keys(form.getValues());
  let focused = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(field)) continue;
    form.setError(field as Path<TIn>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}

const ignore = () => undefined;

/**
 * A form's POST as a TanStack mutation (spec §4 "Forms"): idle → sending (button disabled, a second submit
 * ignored) → success or failure. The state is the mutation's own; on failure the visitor keeps what they
 * typed, sees the message and the fields the gateway named, and the captcha is renewed.
 */
export function useFormMutation<TIn extends FieldValues, TOut extends FieldValues, TResult>({
  form,
  send,
  failureMessage,
  onSuccess,
  captcha,
}: UseFormMutationOptions<TIn, TOut, TResult>): FormMutation<TOut, TResult> {
  const mutation = useMutation({
    mutationFn: ({ values, idempotencyKey }: Attempt<TOut>) => send(values, { idempotencyKey }),
    onSuccess: (result, { values }) => onSuccess?.(result, values),
    onError: (error) => {
      markFieldErrors(error, form);
      captcha?.current?.reset();
    },
  });
  // react-hook-form's isSubmitting lasts from validation to the answer: the handler below awaits the POST.
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit((values) =>
    mutation.mutateAsync({ values, idempotencyKey: crypto.randomUUID() }).then(ignore, ignore),
  );
  const onSubmit = (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (isSubmitting) return;
    void submit(event);
  };
  return {
    ...mutation,
    onSubmit,
    failure: mutation.error ? submitFailureMessage(mutation.error, failureMessage) : null,
  };
}
