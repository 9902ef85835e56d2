import { validatePhoneNumberLength } from 'libphonenumber-js/min';
import type { z } from 'zod';
import { FORM_MESSAGES } from '../messages';
import { requiredDigits } from './fields';
import { COLOMBIA_CALLING_CODE, isColombianPhone, PHONE_MAX_DIGITS, PHONE_MESSAGES } from './phone';

/**
 * What is wrong with a national number for a calling code ('+57', '+34', '+1-809'), or null. Colombia has
 * its own rule; other countries follow their numbering plan's lengths (libphonenumber's metadata). A code
 * the metadata does not know is only held to E.164's length.
 */
export function phoneNumberProblem(callingCode: string, digits: string): string | null {
  const code = callingCode.replace(/\D/g, '');
  if (`+${code}` === COLOMBIA_CALLING_CODE) return isColombianPhone(digits) ? null : PHONE_MESSAGES.colombian;
  if (!/^\d+$/.test(digits)) return FORM_MESSAGES.digitsOnly;
  switch (validatePhoneNumberLength(`+${code}${digits}`)) {
    case undefined:
      return null;
    case 'TOO_SHORT':
    case 'NOT_A_NUMBER':
      return PHONE_MESSAGES.tooShort;
    case 'TOO_LONG':
      return PHONE_MESSAGES.tooLong;
    case 'INVALID_LENGTH':
      return PHONE_MESSAGES.invalidLength;
    case 'INVALID_COUNTRY':
      return code.length + digits.length >= 7 && code.length + digits.length <= 15
        ? null
        : PHONE_MESSAGES.invalidLength;
  }
}

/** The national number beside a 'Pais o Indicativo' field; the object checks it against the code. */
export function internationalPhoneDigits() {
  return requiredDigits(PHONE_MAX_DIGITS.other);
}

/** For an object schema's `superRefine`: the number must fit the chosen country's plan. */
export function checkPhoneForCallingCode(
  value: { extension?: unknown; cellphone?: unknown } | undefined,
  ctx: z.RefinementCtx,
  path: string = 'cellphone',
): void {
  // Also runs on a body that is no object at all (the schema's own issues are reported then).
  const { extension, cellphone } = value ?? {};
  if (typeof extension !== 'string' || typeof cellphone !== 'string') return;
  // A malformed code has its own message; a number cannot be judged against it.
  if (!/^\+?\d{1,4}(?:-\d{1,4})?$/.test(extension.trim())) return;
  const problem = phoneNumberProblem(extension, cellphone);
  if (problem) ctx.addIssue({ code: 'custom', path: [path], message: problem });
}
