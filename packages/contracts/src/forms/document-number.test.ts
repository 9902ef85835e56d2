import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_NUMBER_RULES,
  documentNumberProblem,
  NIT_CHECK_DIGIT_MESSAGE,
  nitCheckDigit,
  sanitizeDocumentNumber,
} from './document-number';
import { maintenanceRequestSchema } from './maintenance.schema';
import { fieldErrors } from './test-helpers';

const maintenance = {
  idHeadquarter: 1,
  fullname: 'Ana',
  extension: '+57',
  cellphone: '3001234567',
  email: 'ana@correo.co',
  address: 'Calle 1',
  idCategory: 1,
  description: 'Fuga',
  consent: true,
  captcha: 'tok',
};

describe('document numbers, by type', () => {
  it('names the type field for a type every object inherits, never throwing', () => {
    for (const documentType of ['__proto__', 'constructor', 'toString']) {
      const errors = fieldErrors(maintenanceRequestSchema, { ...maintenance, documentType, document: '123' });
      expect(Object.keys(errors)).toEqual(['documentType']);
      expect(sanitizeDocumentNumber(documentType, 'ab-12')).toBe('AB12');
    }
  });

  it("refuses letters in a CC: '43.123.456-7x' is never stored as '431234567X'", () => {
    expect(
      fieldErrors(maintenanceRequestSchema, { ...maintenance, documentType: 'CC', document: '431234567X' }),
    ).toEqual({ document: DOCUMENT_NUMBER_RULES.CC.message });
    expect(sanitizeDocumentNumber('CC', '43.123.456-7x')).toBe('431234567');
    expect(
      maintenanceRequestSchema.parse({ ...maintenance, documentType: 'CC', document: '431234567' }).document,
    ).toBe('431234567');
  });

  it('takes CC and CE as 3 to 10 digits', () => {
    for (const type of ['CC', 'CE'] as const) {
      expect(documentNumberProblem(type, '1037654321')).toBeNull();
      expect(documentNumberProblem(type, '12')).toBe(DOCUMENT_NUMBER_RULES[type].message);
      expect(documentNumberProblem(type, '10376543210')).toBe(DOCUMENT_NUMBER_RULES[type].message);
      expect(documentNumberProblem(type, 'E123456')).toBe(DOCUMENT_NUMBER_RULES[type].message);
    }
  });

  it('takes a NIT with or without its check digit, and checks the digit', () => {
    // 890.903.938-8 (Bancolombia) and 800.197.268-4 (DIAN) are public NITs.
    expect(nitCheckDigit('890903938')).toBe(8);
    expect(nitCheckDigit('800197268')).toBe(4);
    expect(documentNumberProblem('NIT', '890903938')).toBeNull();
    expect(documentNumberProblem('NIT', '890903938-8')).toBeNull();
    expect(documentNumberProblem('NIT', '890903938-3')).toBe(NIT_CHECK_DIGIT_MESSAGE);
    expect(documentNumberProblem('NIT', '890903938-')).toBe(DOCUMENT_NUMBER_RULES.NIT.message);
    expect(documentNumberProblem('NIT', '89090393A')).toBe(DOCUMENT_NUMBER_RULES.NIT.message);
    expect(sanitizeDocumentNumber('NIT', '890.903.938-8x')).toBe('890903938-8');
    expect(sanitizeDocumentNumber('NIT', '890-903-938')).toBe('890-9');
  });

  it('takes passports and permits as letters and digits', () => {
    for (const type of ['PAS', 'PEP', 'PPT', 'PA'] as const) {
      expect(documentNumberProblem(type, 'AB123456')).toBeNull();
      expect(documentNumberProblem(type, '123456789012345')).toBeNull();
      expect(documentNumberProblem(type, 'AB-123')).toBe(DOCUMENT_NUMBER_RULES[type].message);
    }
    expect(sanitizeDocumentNumber('PAS', 'ab-12 345')).toBe('AB12345');
    expect(
      maintenanceRequestSchema.parse({ ...maintenance, documentType: 'PEP', document: 'ab12345' }).document,
    ).toBe('AB12345');
  });

  it('shows the rule at once, with the other fields still empty', () => {
    expect(fieldErrors(maintenanceRequestSchema, { documentType: 'CE', document: '12a' }).document).toBe(
      DOCUMENT_NUMBER_RULES.CE.message,
    );
  });
});
