import { type Country, knownCallingCodes } from '@inmo/contracts';
import worldCountries from 'world-countries';

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * Countries with a dialling code, from the maintained `world-countries` data (Spanish names from
 * translations.spa), Colombia first and the rest in Spanish alphabetical order.
 */
export const COUNTRIES: readonly Country[] = worldCountries
  .filter((c) => /^\+\d+$/.test(c.idd.root))
  .map((c) => ({
    code: c.cca2,
    name: c.name.common,
    spanishName: c.translations.spa?.common ?? c.name.common,
    callingCode: c.idd.root,
    suffixes: c.idd.suffixes.filter((s) => /^\d+$/.test(s)),
    flag: c.flag,
  }))
  .sort((a, b) =>
    a.code === 'CO' ? -1 : b.code === 'CO' ? 1 : collator.compare(a.spanishName, b.spanishName),
  );

/** Every dialling code the maintenance form accepts as 'Pais o Indicativo'. */
export const KNOWN_CALLING_CODES: ReadonlySet<string> = knownCallingCodes(COUNTRIES);
