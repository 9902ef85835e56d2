import type { Country } from './lookup-lists';

/** Shared plans where the suffixes are area codes, not part of the country code (+1 NANP, +7 Russia/Kazakhstan). */
const AREA_CODE_ROOTS: readonly string[] = ['+1', '+7'];

/**
 * Colombia as GET /api/lookups/countries lists it, first: 'Pais o Indicativo' shows its default with it while
 * the list has not answered (a page rendered without it, the server's request late or failed).
 */
export const COLOMBIA: Country = {
  code: 'CO',
  name: 'Colombia',
  spanishName: 'Colombia',
  callingCode: '+5',
  suffixes: ['7'],
  flag: '🇨🇴',
};

/**
 * The dialling codes a visitor may pick for a country: root + suffix when the suffix completes the
 * country code ('+57'), the root alone in the shared +1/+7 plans, and the root alone when there are no suffixes.
 */
export function countryCallingCodes(country: Pick<Country, 'callingCode' | 'suffixes'>): string[] {
  const { callingCode: root, suffixes } = country;
  if (suffixes.length === 0 || AREA_CODE_ROOTS.includes(root)) return [root];
  return [...new Set(suffixes.map((s) => `${root}${s}`))];
}

/** Every known dialling code of a country list (the extension field is cleared when it is none of them). */
export function knownCallingCodes(
  countries: readonly Pick<Country, 'callingCode' | 'suffixes'>[],
): Set<string> {
  return new Set(countries.flatMap(countryCallingCodes));
}

/** What a calling code looks like, known or not: '+57', '57', '+1-809'. */
export const CALLING_CODE_SHAPE = /^\+?\d+(-\d+)?$/;

/** '57', '+57 ', '+1-809' → '+57', '+1-809': the shape the extension field stores. */
export function normalizeCallingCode(value: string): string {
  const trimmed = value.replace(/\s+/g, '');
  if (!trimmed) return '';
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

/** Whether an extension is a known dialling code; '+1-809' counts as '+1' (the area code is part of the number). */
export function isKnownCallingCode(value: string, known: ReadonlySet<string>): boolean {
  const code = normalizeCallingCode(value);
  return known.has(code) || known.has(code.split('-')[0] ?? '');
}
