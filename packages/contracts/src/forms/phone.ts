import { validatePhoneNumberLength } from 'libphonenumber-js/min';
import type { z } from 'zod';
import { FORM_MESSAGES } from '../messages';
import { requiredDigits } from './fields';

/** Colombia's calling code, the default of 'Pais o Indicativo'. */
export const COLOMBIA_CALLING_CODE = '+57';

/**
 * A Colombian number: a 10-digit mobile starting with 3, or a landline of 7 digits after its 60x area
 * code (601 Bogotá, 602 Valle, 604 Antioquia, 605 Caribe, 606 Eje Cafetero, 607 Santanders, 608 Llanos…;
 * 603 is not assigned).
 */
export const COLOMBIAN_PHONE = /^(?:3\d{9}|60[124-8]\d{7})$/;

/** Longest national number the phone fields take: Colombia's 10 digits, else E.164's 15 less the country code. */
export const PHONE_MAX_DIGITS = { colombia: 10, other: 14 } as const;

export const PHONE_MESSAGES = {
  colombian:
    'Ingresa un celular de 10 dígitos que empiece por 3, o un fijo con su indicativo 60x y 7 dígitos.',
  tooShort: 'El número es muy corto para el país elegido.',
  tooLong: 'El número es muy largo para el país elegido.',
  invalidLength: 'El número no tiene la longitud de un teléfono del país elegido.',
} as const;

export function isColombianPhone(digits: string): boolean {
  return COLOMBIAN_PHONE.test(digits);
}

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

/** A Colombian phone (every form without a country-code field). */
export function colombianPhone() {
  return requiredDigits(PHONE_MAX_DIGITS.colombia).refine(isColombianPhone, PHONE_MESSAGES.colombian);
}

/** The national number beside a 'Pais o Indicativo' field; the object checks it against the code. */
export function internationalPhoneDigits() {
  return requiredDigits(PHONE_MAX_DIGITS.other);
}

/** For an object schema's `superRefine`: the number must fit the chosen country's plan. */
export function checkPhoneForCallingCode(
  value: { extension?: unknown; cellphone?: unknown },
  ctx: z.RefinementCtx,
  path: string = 'cellphone',
): void {
  if (typeof value.extension !== 'string' || typeof value.cellphone !== 'string') return;
  // A malformed code has its own message; a number cannot be judged against it.
  if (!/^\+?\d{1,4}(?:-\d{1,4})?$/.test(value.extension.trim())) return;
  const problem = phoneNumberProblem(value.extension, value.cellphone);
  if (problem) ctx.addIssue({ code: 'custom', path: [path], message: problem });
}
