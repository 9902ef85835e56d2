import { useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { submitFailureMessage } from './submit-failure';

export interface SendContext {
  /** One per attempt: the gateway answers a repeated key with the first answer, creating nothing. */
  readonly idempotencyKey: string;
}

interface UseFormSubmitOptions<TIn extends FieldValues, TOut extends FieldValues, TResult> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The one POST of the form. */
  send: (values: TOut, context: SendContext) => Promise<TResult>;
  /** The form's §8 message for server and network failures. */
  failureMessage: string;
  onSuccess?: (result: TResult, values: TOut) => void;
  /** The captcha to reset after a failure (a token verifies once; the reset empties its field). */
  captcha?: RefObject<CaptchaFieldHandle | null>;
}

export interface FormSubmitState<TResult> {
  /** Pass to `<form onSubmit>`. A submit while one is on its way is ignored. */
  readonly onSubmit: (event?: BaseSyntheticEvent) => void;
  readonly sending: boolean;
  /** Message of the last failure, null after success or before the first attempt. */
  readonly error: string | null;
  /** The answer of the successful submit. */
  readonly result: TResult | undefined;
  readonly succeeded: boolean;
}

/**
 * idle → sending (button disabled, a second submit ignored) → success or failure (spec §4 "Forms").
 * On failure the visitor keeps what they typed, sees the message, and the captcha is renewed.
 */
export function useFormSubmit<TIn extends FieldValues, TOut extends FieldValues, TResult>({
  form,
  send,
  failureMessage,
  onSuccess,
  captcha,
}: UseFormSubmitOptions<TIn, TOut, TResult>): FormSubmitState<TResult> {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ value: TResult } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setSending(true);
    try {
      const answer = await send(values, { idempotencyKey: crypto.randomUUID() });
      setResult({ value: answer });
      onSuccess?.(answer, values);
    } catch (failure) {
      const fields = Object.keys(form.getValues());
      setError(submitFailureMessage(failure, failureMessage, form.setError, fields));
      captcha?.current?.reset();
    } finally {
      setSending(false);
    }
  });

  const onSubmit = (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void submit(event).finally(() => {
      inFlight.current = false;
    });
  };

  return {
    onSubmit,
    sending,
    error,
    result: result?.value,
    succeeded: result !== null,
  };
}
