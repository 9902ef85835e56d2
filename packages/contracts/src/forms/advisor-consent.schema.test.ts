import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { advisorConsentRequestSchema } from './advisor-consent.schema';
import { fieldErrors } from './test-helpers';

describe('advisorConsentRequestSchema', () => {
  const valid = { fullname: 'maría', cellphone: '3001112233', propertyCode: '919-5', consent: true };

  it('accepts names up to 100 characters, uppercased', () => {
    expect(advisorConsentRequestSchema.parse(valid).fullname).toBe('MARÍA');
    expect(advisorConsentRequestSchema.safeParse({ ...valid, fullname: 'a'.repeat(100) }).success).toBe(true);
    expect(fieldErrors(advisorConsentRequestSchema, { ...valid, fullname: 'a'.repeat(101) })).toEqual({
      fullname: 'Máximo 100 caracteres.',
    });
  });

  it('takes digits only for the cellphone and requires consent', () => {
    expect(
      fieldErrors(advisorConsentRequestSchema, { ...valid, cellphone: '300 111', consent: false }),
    ).toEqual({
      cellphone: FORM_MESSAGES.digitsOnly,
      consent: FORM_MESSAGES.consentRequired,
    });
  });
});
