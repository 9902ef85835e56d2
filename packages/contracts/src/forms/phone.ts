// The rule of other countries (libphonenumber's metadata, about 30 KB) lives in phone-international.ts,
// so only the maintenance form, which has a country-code field, downloads it.
import { digitsOnly } from './digits-only';

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

/**
 * What a Colombian phone field keeps of a typed or pasted value: its digits, without the country code 57 a
 * visitor may put first ('+57 300 123 4567' → '3001234567'; no Colombian number starts with 5).
 */
export function colombianPhoneDigits(value: string): string {
  const digits = digitsOnly(value);
  return digits.startsWith(COLOMBIA_CALLING_CODE.slice(1)) ? digits.slice(2) : digits;
}

export function isColombianPhone(digits: string): boolean {
  return COLOMBIAN_PHONE.test(digits);
}
