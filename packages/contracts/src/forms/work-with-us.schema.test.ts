import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { workWithUsRequestSchema } from './work-with-us.schema';
import { fieldErrors } from './test-helpers';

describe('workWithUsRequestSchema', () => {
  // Multipart: every value arrives as a string, consent as 'true'.
  const multipart = {
    fullname: 'ana',
    cellphone: '3001234567',
    email: 'ana@correo.co',
    vacant: 'asesor comercial',
    aboutYou: 'experiencia en ventas',
    consent: 'true',
    captcha: 'tok',
  };

  it('parses a multipart body and uppercases vacant and about you', () => {
    expect(workWithUsRequestSchema.parse(multipart)).toMatchObject({
      fullname: 'ANA',
      vacant: 'ASESOR COMERCIAL',
      aboutYou: 'EXPERIENCIA EN VENTAS',
      consent: true,
    });
  });

  it('drops bidi controls from what reaches the HR mail (issue 47)', () => {
    const parsed = workWithUsRequestSchema.parse({
      ...multipart,
      fullname: 'ana \u202Eoãd',
      vacant: 'asesor\u2067 comercial\u2069',
    });
    expect(parsed).toMatchObject({ fullname: 'ANA OÃD', vacant: 'ASESOR COMERCIAL' });
  });

  it("refuses consent 'false' and a long about-you", () => {
    expect(
      fieldErrors(workWithUsRequestSchema, { ...multipart, consent: 'false', aboutYou: 'x'.repeat(201) }),
    ).toEqual({ consent: FORM_MESSAGES.consentRequired, aboutYou: 'Máximo 200 caracteres.' });
  });
});
