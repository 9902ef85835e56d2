import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { FORM_MESSAGES } from '../messages';
import {
  consentField,
  digitsOnly,
  optionalEmail,
  optionalText,
  personName,
  requiredDigits,
  requiredEmail,
  requiredText,
  requiredUpperText,
  selectId,
  selectOption,
} from './fields';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('digitsOnly', () => {
  it('strips everything that is not a digit', () => {
    expect(digitsOnly('+57 (300) 123-45.67')).toBe('573001234567');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('requiredUpperText', () => {
  it('trims and uppercases with Spanish letters', () => {
    expect(requiredUpperText(50).parse('  josé peña  ')).toBe('JOSÉ PEÑA');
  });
  it('says the field is required when empty, blank or missing', () => {
    expect(messages(requiredUpperText(50), '')).toEqual([FORM_MESSAGES.required]);
    expect(messages(requiredUpperText(50), '   ')).toEqual([FORM_MESSAGES.required]);
    expect(messages(requiredUpperText(50), undefined)).toEqual([FORM_MESSAGES.required]);
    expect(messages(requiredUpperText(50), null)).toEqual([FORM_MESSAGES.required]);
  });
  it('enforces the max length after trimming', () => {
    expect(requiredUpperText(5).parse(' abcde ')).toBe('ABCDE');
    expect(messages(requiredUpperText(5), 'abcdef')).toEqual(['Máximo 5 caracteres.']);
  });
});

describe('control characters', () => {
  it('refuses NUL and other control characters but keeps line breaks and tabs', () => {
    expect(messages(requiredUpperText(50), 'ana\u0000')).toEqual([FORM_MESSAGES.invalidCharacters]);
    expect(messages(optionalText(50), 'a\u001Bb')).toEqual([FORM_MESSAGES.invalidCharacters]);
    expect(requiredUpperText(50).parse('línea 1\nlínea\t2')).toBe('LÍNEA 1\nLÍNEA\t2');
  });
});

describe('optionalText', () => {
  it('turns empty into undefined and uppercases when asked', () => {
    expect(optionalText(10, { uppercase: true }).parse('')).toBeUndefined();
    expect(optionalText(10, { uppercase: true }).parse(undefined)).toBeUndefined();
    expect(optionalText(10, { uppercase: true }).parse(' hola ')).toBe('HOLA');
    expect(optionalText(10).parse(' hola ')).toBe('hola');
  });
});

describe('requiredDigits', () => {
  it('accepts digits up to the limit', () => {
    expect(requiredDigits(10).parse('3001234567')).toBe('3001234567');
  });
  it('rejects letters, symbols and over-long values with Spanish messages', () => {
    expect(messages(requiredDigits(10), '300-123')).toEqual([FORM_MESSAGES.digitsOnly]);
    expect(messages(requiredDigits(10), '30012345678')).toEqual(['Máximo 10 caracteres.']);
    expect(messages(requiredDigits(10), '')).toContain(FORM_MESSAGES.required);
  });
});

describe('emails', () => {
  it('validates, trims and lowercases', () => {
    expect(requiredEmail().parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(messages(requiredEmail(), 'ana@')).toEqual([FORM_MESSAGES.invalidEmail]);
    expect(messages(requiredEmail(), '')).toEqual([FORM_MESSAGES.required]);
  });
  it('rejects header-injection attempts', () => {
    expect(messages(requiredEmail(), 'ana@example.com\r\nBcc: x@y.co')).toEqual([FORM_MESSAGES.invalidEmail]);
  });
  it('limits to 50 characters', () => {
    expect(messages(requiredEmail(), `${'a'.repeat(45)}@ex.com`)).toEqual(['Máximo 50 caracteres.']);
  });
  it('optional email: empty or missing is undefined, bad is refused', () => {
    expect(optionalEmail().parse('')).toBeUndefined();
    expect(optionalEmail().parse(undefined)).toBeUndefined();
    expect(optionalEmail().parse('A@b.co')).toBe('a@b.co');
    expect(optionalEmail().safeParse('nope').success).toBe(false);
  });
});

describe('consentField', () => {
  it('accepts only true (or its multipart spellings)', () => {
    expect(consentField.parse(true)).toBe(true);
    expect(consentField.parse('true')).toBe(true);
    expect(consentField.parse('on')).toBe(true);
  });
  it('refuses unchecked, missing or anything else with the consent message', () => {
    for (const value of [false, 'false', '', undefined, null, 1, 'yes']) {
      expect(messages(consentField, value)).toEqual([FORM_MESSAGES.consentRequired]);
    }
  });
});

describe('selects', () => {
  it('selectId accepts numbers and numeric strings among the allowed ids', () => {
    const schema = selectId([1, 2, 3]);
    expect(schema.parse(2)).toBe(2);
    expect(schema.parse('3')).toBe(3);
    expect(messages(schema, '')).toEqual([FORM_MESSAGES.required]);
    expect(messages(schema, undefined)).toEqual([FORM_MESSAGES.required]);
    expect(messages(schema, 9)).toEqual([FORM_MESSAGES.invalidOption]);
    expect(messages(schema, 'x')).toEqual([FORM_MESSAGES.required]);
  });
  it('selectOption distinguishes missing from unknown', () => {
    const schema = selectOption(['CC', 'CE'] as const);
    expect(schema.parse('CE')).toBe('CE');
    expect(messages(schema, '')).toEqual([FORM_MESSAGES.required]);
    expect(messages(schema, 'XX')).toEqual([FORM_MESSAGES.invalidOption]);
  });
});

describe('invisible format characters (issue 47)', () => {
  const RLO = '\u202E';
  it('are removed from every text a visitor types, before the other rules', () => {
    expect(requiredText(50).parse(`HV_${RLO}xcod.pdf`)).toBe('HV_xcod.pdf');
    expect(requiredUpperText(50).parse(`Calle 43 # 43${RLO}-20\u2066\u2069`)).toBe('CALLE 43 # 43-20');
    expect(personName(50).parse(`ana${RLO} maría\u200B`)).toBe('ANA MARÍA');
    expect(optionalText(50).parse('\u200E\u200F')).toBeUndefined();
    expect(requiredEmail().parse('\u200Eana@correo.co\u202C')).toBe('ana@correo.co');
    expect(requiredDigits(10).parse('\u2066300123\u2069')).toBe('300123');
  });

  it('count neither for the length nor as content', () => {
    expect(messages(requiredText(5), `${RLO}\u200B\uFEFF`)).toEqual([FORM_MESSAGES.required]);
    expect(requiredText(3).parse(`a${RLO.repeat(10)}bc`)).toBe('abc');
  });
});
