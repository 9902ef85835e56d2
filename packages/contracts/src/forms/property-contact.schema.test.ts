import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { propertyContactRequestSchema } from './property-contact.schema';
import { fieldErrors } from './test-helpers';

const valid = {
  fullname: 'luis pérez',
  cellphone: '3104445566',
  email: 'luis@correo.co',
  message: 'me interesa',
  propertyCode: '919-1234',
  consent: true,
  captcha: 'token',
};

describe('propertyContactRequestSchema', () => {
  it('accepts a full request and uppercases name and message', () => {
    const out = propertyContactRequestSchema.parse(valid);
    expect(out).toMatchObject({ fullname: 'LUIS PÉREZ', message: 'ME INTERESA', propertyCode: '919-1234' });
  });

  it('limits the message to 200 characters', () => {
    expect(propertyContactRequestSchema.safeParse({ ...valid, message: 'a'.repeat(200) }).success).toBe(true);
    expect(fieldErrors(propertyContactRequestSchema, { ...valid, message: 'a'.repeat(201) })).toEqual({
      message: 'Máximo 200 caracteres.',
    });
  });

  it('requires the captcha and a well-formed property code', () => {
    expect(
      fieldErrors(propertyContactRequestSchema, { ...valid, captcha: '', propertyCode: '../x' }),
    ).toEqual({
      captcha: FORM_MESSAGES.captchaRequired,
      propertyCode: FORM_MESSAGES.invalidPropertyCode,
    });
  });
});
