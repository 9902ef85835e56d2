import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import {
  MAINTENANCE_SAMPLE_FIELDS,
  maintenanceCellphone,
  maintenanceRequestSchema,
} from './maintenance.schema';
import { fieldErrors } from './test-helpers';

const valid = {
  idHeadquarter: '12',
  documentType: 'PPT',
  document: '1234567',
  fullname: 'josé',
  extension: '57',
  cellphone: '3001234567',
  email: 'jose@correo.co',
  address: 'calle 10 # 20-30',
  idCategory: '1',
  description: 'fuga en el baño',
  consent: 'true',
  captcha: 'tok',
};

describe('maintenanceRequestSchema', () => {
  it('accepts the sample request the tests, benches and container smoke send', () => {
    expect(maintenanceRequestSchema.safeParse({ ...MAINTENANCE_SAMPLE_FIELDS, captcha: 'tok' }).success).toBe(
      true,
    );
  });

  it('parses a multipart body: ids as numbers, texts uppercased, + on the calling code', () => {
    const out = maintenanceRequestSchema.parse(valid);
    expect(out).toEqual({
      idHeadquarter: 12,
      documentType: 'PPT',
      document: '1234567',
      fullname: 'JOSÉ',
      extension: '+57',
      cellphone: '3001234567',
      email: 'jose@correo.co',
      address: 'CALLE 10 # 20-30',
      idCategory: 1,
      description: 'FUGA EN EL BAÑO',
      consent: true,
      captcha: 'tok',
    });
    expect(maintenanceCellphone(out)).toBe('+57 3001234567');
  });

  it("answers 'Recaptcha Error' for a missing bot check", () => {
    expect(fieldErrors(maintenanceRequestSchema, { ...valid, captcha: '' })).toEqual({
      captcha: FORM_MESSAGES.captchaError,
    });
  });

  it('checks headquarters, category, document type and calling code', () => {
    expect(
      fieldErrors(maintenanceRequestSchema, {
        ...valid,
        idHeadquarter: '13',
        idCategory: '',
        documentType: 'PA',
        extension: 'abc',
      }),
    ).toEqual({
      idHeadquarter: FORM_MESSAGES.invalidOption,
      idCategory: FORM_MESSAGES.required,
      documentType: FORM_MESSAGES.invalidOption,
      extension: FORM_MESSAGES.invalidCallingCode,
    });
    expect(
      maintenanceRequestSchema.parse({ ...valid, extension: '+1-809', cellphone: '5551234' }).extension,
    ).toBe('+1-809');
  });

  it('applies the §5 limits', () => {
    expect(
      fieldErrors(maintenanceRequestSchema, {
        ...valid,
        document: '1'.repeat(11),
        extension: '+123456789012',
        description: 'd'.repeat(2501),
        email: 'a'.repeat(45) + '@ab.com',
      }),
    ).toEqual({
      document: 'Máximo 10 caracteres.',
      extension: 'Máximo 10 caracteres.',
      description: 'Máximo 2500 caracteres.',
      email: 'Máximo 50 caracteres.',
    });
    expect(maintenanceRequestSchema.safeParse({ ...valid, description: 'd'.repeat(2500) }).success).toBe(
      true,
    );
  });
});
