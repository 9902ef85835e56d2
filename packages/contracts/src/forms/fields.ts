import { z } from 'zod';
import { withoutFormatCharacters } from '../domain/visible-text';
import { FORM_MESSAGES, maxLengthMessage } from '../messages';
import { DOCUMENT_NUMBER_MAX_LENGTH } from './document-number';
import { EMAIL_MAX_LENGTH } from './field-limits';
import { isColombianPhone, PHONE_MAX_DIGITS, PHONE_MESSAGES } from './phone';

// Zod-free, so a page that only filters digits (the advisor's phone) does not load zod.
export { digitsOnly } from './digits-only';

/** Trim, then uppercase: the §5 "uppercase before sending" fields. */
function upper(value: string): string {
  return value.toLocaleUpperCase('es-CO');
}

// Control characters other than tab and line breaks: PostgreSQL refuses NUL in text, and none belongs in a form.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * A string with its invisible format characters (bidi controls, zero-width…) removed before anything else:
 * what a visitor types reaches staff in subjects, mails and PDFs, and is stored that way.
 */
function visibleString(message: string) {
  return z.string({ error: message }).overwrite(withoutFormatCharacters);
}

/** Required text, trimmed, with a max length. */
export function requiredText(max: number) {
  return visibleString(FORM_MESSAGES.required)
    .trim()
    .min(1, FORM_MESSAGES.required)
    .max(max, maxLengthMessage(max))
    .refine((v) => !CONTROL_CHARACTERS.test(v), FORM_MESSAGES.invalidCharacters);
}

/** Required text uppercased on output (the §5 fields: names, description, message, address…). */
export function requiredUpperText(max: number) {
  return requiredText(max).transform(upper);
}

/**
 * A person's name, uppercased: letters (any script, with accents), spaces, apostrophes and hyphens only.
 * Forms without a captcha repeat the name in a mail to the address typed: no digits, dots, slashes or
 * '@', so no link or address can ride in it.
 */
export function personName(max: number) {
  return requiredText(max)
    .refine((v) => /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u.test(v), FORM_MESSAGES.invalidName)
    .transform(upper);
}

/** Optional text: '' and undefined both become undefined on output. */
export function optionalText(max: number, options: { uppercase?: boolean } = {}) {
  return visibleString(FORM_MESSAGES.required)
    .trim()
    .max(max, maxLengthMessage(max))
    .refine((v) => !CONTROL_CHARACTERS.test(v), FORM_MESSAGES.invalidCharacters)
    .optional()
    .transform((v) => {
      if (!v) return undefined;
      return options.uppercase ? upper(v) : v;
    });
}

/** Required digits-only string (phone, document, value). */
export function requiredDigits(max: number) {
  return visibleString(FORM_MESSAGES.required)
    .trim()
    .min(1, FORM_MESSAGES.required)
    .regex(/^\d+$/, FORM_MESSAGES.digitsOnly)
    .max(max, maxLengthMessage(max));
}

/** Required email, trimmed and lower-cased on output (the customer lookup key). */
export function requiredEmail(max = EMAIL_MAX_LENGTH) {
  return visibleString(FORM_MESSAGES.required)
    .trim()
    .min(1, FORM_MESSAGES.required)
    .max(max, maxLengthMessage(max))
    .pipe(z.email(FORM_MESSAGES.invalidEmail))
    .transform((v) => v.toLowerCase());
}

/**
 * Optional email: '' or missing gives undefined. No union: the form's resolver shows a failed union's
 * branch messages, and `z.literal('')` has only zod's English one.
 */
export function optionalEmail(max = EMAIL_MAX_LENGTH) {
  const email = z.email(FORM_MESSAGES.invalidEmail);
  return z
    .string({ error: FORM_MESSAGES.invalidEmail })
    .trim()
    .max(max, maxLengthMessage(max))
    .refine((v) => v === '' || email.safeParse(v).success, FORM_MESSAGES.invalidEmail)
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined));
}

/** A request's body: one that is no object at all is refused in Spanish too. */
export function requestObject<const T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: FORM_MESSAGES.invalidForm });
}

/** Selects send numbers, multipart and query strings send digits: accept both, output a number. */
function toNumber(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : /^\d+$/.test(trimmed) ? Number(trimmed) : value;
  }
  return value;
}

/** A required id chosen in a select, limited to the given ids. */
export function selectId(allowed: readonly number[]) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: FORM_MESSAGES.required })
      .int(FORM_MESSAGES.invalidOption)
      .refine((v) => allowed.includes(v), FORM_MESSAGES.invalidOption),
  );
}

/** A required positive id whose valid values live in the database (department, city…). */
export function positiveId() {
  return z.preprocess(
    toNumber,
    z
      .number({ error: FORM_MESSAGES.required })
      .int(FORM_MESSAGES.invalidOption)
      .positive(FORM_MESSAGES.required),
  );
}

/**
 * An optional positive id: '' (what a form field holds when nothing was picked) and undefined both give
 * undefined. `positiveId().optional()` would not do: its preprocess turns '' into undefined only after
 * `optional` has let it through, and the number check then fails.
 */
export function optionalId() {
  return z.preprocess(
    toNumber,
    z
      .number({ error: FORM_MESSAGES.invalidOption })
      .int(FORM_MESSAGES.invalidOption)
      .positive(FORM_MESSAGES.invalidOption)
      .optional(),
  );
}

/** A required choice among string options (document types, promote types). */
export function selectOption<const T extends readonly [string, ...string[]]>(options: T) {
  return z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(options, {
      error: (issue) => (issue.input === undefined ? FORM_MESSAGES.required : FORM_MESSAGES.invalidOption),
    }),
  );
}

/**
 * Consent must be literally true (an unchecked or missing box is never consent, Decreto 1377 art. 7).
 * Multipart bodies send 'true'/'on'. Input is boolean-ish for the form, output is `true`.
 */
export const consentField = z.preprocess(
  (v) => (v === 'true' || v === 'on' ? true : v === 'false' || v === '' ? false : v),
  z
    .boolean({ error: FORM_MESSAGES.consentRequired })
    .refine((v) => v, FORM_MESSAGES.consentRequired)
    .transform((): true => true),
);

/** Captcha token (ALTCHA payload, reCAPTCHA or Turnstile response); verified by the gateway. */
export function captchaField(message: string = FORM_MESSAGES.captchaRequired) {
  return z.string({ error: message }).trim().min(1, message).max(10_000, message);
}

/** Property code as in the catalog, e.g. '919-1234'. */
export const propertyCodeField = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .max(30, FORM_MESSAGES.invalidPropertyCode)
  .regex(/^[0-9A-Za-z-]+$/, FORM_MESSAGES.invalidPropertyCode);

/** A Colombian phone (every form without a country-code field). */
export function colombianPhone() {
  // Only once the field is digits within length: one message per field.
  return requiredDigits(PHONE_MAX_DIGITS.colombia).refine(isColombianPhone, {
    message: PHONE_MESSAGES.colombian,
    when: (payload) => payload.issues.length === 0,
  });
}

/** The document field itself: trimmed, at most 10 characters; its type's rule (digits) is checked beside it. */
export function documentNumberField() {
  return visibleString(FORM_MESSAGES.required)
    .trim()
    .min(1, FORM_MESSAGES.required)
    .max(DOCUMENT_NUMBER_MAX_LENGTH, maxLengthMessage(DOCUMENT_NUMBER_MAX_LENGTH));
}
