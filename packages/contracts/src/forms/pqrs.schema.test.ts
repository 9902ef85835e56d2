import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { DOCUMENT_NUMBER_RULES } from './document-number';
import { pqrsRequestSchema } from './pqrs.schema';
import { fieldErrors } from './test-helpers';

const valid = {
  idArea: 4,
  documentType: 'CC',
  document: '1037654321',
  fullname: 'ana gómez',
  cellphone: '3001234567',
  email: 'ana@correo.co',
  message: 'la puerta no cierra',
  consent: true,
  captcha: 'tok',
};

describe('pqrsRequestSchema', () => {
  it('accepts a request and uppercases name and message', () => {
    expect(pqrsRequestSchema.parse(valid)).toMatchObject({
      fullname: 'ANA GÓMEZ',
      message: 'LA PUERTA NO CIERRA',
    });
  });

  it('requires area and document type among the PQRS options', () => {
    expect(fieldErrors(pqrsRequestSchema, { ...valid, idArea: '', documentType: '' })).toEqual({
      idArea: FORM_MESSAGES.required,
      documentType: FORM_MESSAGES.required,
    });
    expect(fieldErrors(pqrsRequestSchema, { ...valid, idArea: 99, documentType: 'PPT' })).toEqual({
      idArea: FORM_MESSAGES.invalidOption,
      documentType: FORM_MESSAGES.invalidOption,
    });
    for (const type of ['CC', 'CE', 'PA', 'NIT']) {
      expect(pqrsRequestSchema.safeParse({ ...valid, documentType: type }).success).toBe(true);
    }
  });

  it("applies the document type's rule and message ≤180", () => {
    expect(
      fieldErrors(pqrsRequestSchema, { ...valid, document: '12345678901', message: 'm'.repeat(181) }),
    ).toEqual({ document: 'Máximo 10 caracteres.', message: 'Máximo 180 caracteres.' });
    expect(fieldErrors(pqrsRequestSchema, { ...valid, document: 'AB123' })).toEqual({
      document: DOCUMENT_NUMBER_RULES.CC.message,
    });
    expect(fieldErrors(pqrsRequestSchema, { ...valid, documentType: 'PA', document: 'AB12345' })).toEqual({
      document: DOCUMENT_NUMBER_RULES.PA.message,
    });
  });
});
