import { describe, expect, it } from 'vitest';
import { COLOMBIA_CALLING_CODE } from '../forms/phone';
import {
  COLOMBIA,
  countryCallingCodes,
  isKnownCallingCode,
  knownCallingCodes,
  normalizeCallingCode,
} from './countries';

describe('country calling codes', () => {
  const colombia = { callingCode: '+5', suffixes: ['7'] };
  const usa = { callingCode: '+1', suffixes: ['201', '202'] };
  const vatican = { callingCode: '+3', suffixes: ['906698', '79'] };
  const none = { callingCode: '+8', suffixes: [] };

  it('joins root and suffix, keeps the root of shared plans and splits other multi-suffix countries', () => {
    expect(countryCallingCodes(colombia)).toEqual(['+57']);
    expect(countryCallingCodes(usa)).toEqual(['+1']);
    expect(countryCallingCodes(vatican)).toEqual(['+3906698', '+379']);
    expect(countryCallingCodes(none)).toEqual(['+8']);
  });

  it("'Pais o Indicativo''s default country has the phone rules' Colombian code", () => {
    expect(countryCallingCodes(COLOMBIA)).toEqual([COLOMBIA_CALLING_CODE]);
  });

  it('recognises typed codes with or without +, and NANP area codes after a dash', () => {
    const known = knownCallingCodes([colombia, usa, vatican]);
    expect(normalizeCallingCode(' 57 ')).toBe('+57');
    expect(isKnownCallingCode('57', known)).toBe(true);
    expect(isKnownCallingCode('+1-809', known)).toBe(true);
    expect(isKnownCallingCode('+5', known)).toBe(false);
    expect(isKnownCallingCode('+999', known)).toBe(false);
    expect(isKnownCallingCode('', known)).toBe(false);
  });
});
