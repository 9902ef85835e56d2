import { FORM_MESSAGES } from '@inmo/contracts';
import { useCallback, type Ref } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CaptchaField, type CaptchaFieldHandle } from '~/components/captcha/captcha-field';

interface FormCaptchaFieldProps<T extends FieldValues, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** Pass the handle to `useFormMutation` so a failed attempt gets a fresh check. */
  ref?: Ref<CaptchaFieldHandle>;
  /** Message when not solved: 'Por favor llena el Recaptcha' (maintenance: 'Recaptcha Error'). */
  message?: string;
  /** Load the check at once (inside a dialog): see CaptchaField. */
  eager?: boolean;
}

/** The bot check bound to a form field: the token when solved, '' otherwise. */
export function FormCaptchaField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  ref,
  message = FORM_MESSAGES.captchaRequired,
  eager,
}: FormCaptchaFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const { ref: fieldRef } = field;
  // The form's handle, and the form's own: it focuses (scrolls to) the check when that is the first error.
  const setHandle = useCallback(
    (handle: CaptchaFieldHandle | null) => {
      fieldRef(handle);
      if (typeof ref === 'function') ref(handle);
      else if (ref) ref.current = handle;
    },
    [fieldRef, ref],
  );
  return (
    <CaptchaField
      ref={setHandle}
      eager={eager}
      onChange={(token) => field.onChange(token ?? '')}
      error={fieldState.error ? (fieldState.error.message ?? message) : undefined}
    />
  );
}
