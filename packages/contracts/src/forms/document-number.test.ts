import { describe, expect, it } from 'vitest';
import { DOCUMENT_NUMBER_RULES, documentNumberProblem, nitCheckDigit } from './document-number';
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
    }
  });

  it("refuses letters in a CC: '43.123.456-7x' is never stored as '431234567X'", () => {
    expect(
      fieldErrors(maintenanceRequestSchema, { ...maintenance, documentType: 'CC', document: '431234567X' }),
    ).toEqual({ document: DOCUMENT_NUMBER_RULES.CC.message });
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

  it('computes the DIAN check digit of a NIT', () => {
    // 890.903.938-8 (Bancolombia) and 800.197.268-4 (DIAN) are public NITs.
    expect(nitCheckDigit('890903938')).toBe(8);
    expect(nitCheckDigit('800197268')).toBe(4);
  });

  // Spec §5: digits only, at most 10, whatever the type (the PQRS form already took only digits).
  it('takes every type as digits only, at most 10', () => {
    for (const type of ['CC', 'CE', 'NIT', 'PA', 'PAS', 'PEP', 'PPT'] as const) {
      expect(documentNumberProblem(type, '1037654321')).toBeNull();
      for (const bad of ['10376543210', 'AB123456', 'AB-12', '890903938-8', '12345678901'])
        expect(documentNumberProblem(type, bad)).toBe(DOCUMENT_NUMBER_RULES[type].message);
    }
    expect(documentNumberProblem('NIT', '890903938')).toBeNull();
    expect(documentNumberProblem('NIT', '12345')).toBe(DOCUMENT_NUMBER_RULES.NIT.message);
    expect(
      fieldErrors(maintenanceRequestSchema, {
        ...maintenance,
        documentType: 'PEP',
        document: '123456789012345',
      }).document,
    ).toBe('Máximo 10 caracteres.');
  });

  it('shows the rule at once, with the other fields still empty', () => {
    expect(fieldErrors(maintenanceRequestSchema, { documentType: 'CE', document: '12a' }).document).toBe(
      DOCUMENT_NUMBER_RULES.CE.message,
    );
  });
});
