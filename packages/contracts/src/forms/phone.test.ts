import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact.schema';
import { maintenanceRequestSchema } from './maintenance.schema';
import { colombianPhoneDigits, PHONE_MESSAGES } from './phone';
import { phoneNumberProblem } from './phone-international';
import { pqrsRequestSchema } from './pqrs.schema';
import { promotePropertyRequestSchema } from './promote-property.schema';
import { fieldErrors } from './test-helpers';
import { workWithUsRequestSchema } from './work-with-us.schema';
import { advisorConsentRequestSchema } from './advisor-consent.schema';
import { propertyContactRequestSchema } from './property-contact.schema';

describe('Colombian phone numbers', () => {
  it.each(['3001234567', '3209876543', '6014567890', '6042345678', '6081234567'])('accepts %s', (n) => {
    expect(phoneNumberProblem('+57', n)).toBeNull();
  });

  it.each([
    ['three digits', '300'],
    ['a mobile of 9 digits', '300123456'],
    ['a mobile not starting with 3', '2001234567'],
    ['a landline without its 60x code', '4567890'],
    ['the unassigned 603', '6031234567'],
    ['an old-style 4 area code', '4123456789'],
  ])('refuses %s', (_, n) => {
    expect(phoneNumberProblem('+57', n)).toBe(PHONE_MESSAGES.colombian);
  });

  it('is the rule of every form without a country code, on the form and the server alike', () => {
    const schemas = [
      contactRequestSchema,
      pqrsRequestSchema,
      promotePropertyRequestSchema,
      workWithUsRequestSchema,
      advisorConsentRequestSchema,
      propertyContactRequestSchema,
    ];
    for (const schema of schemas) {
      expect(fieldErrors(schema, { cellphone: '300' }).cellphone).toBe(PHONE_MESSAGES.colombian);
      expect(fieldErrors(schema, { cellphone: '3001234567' }).cellphone).toBeUndefined();
    }
  });
});

describe("other countries follow their plan's length", () => {
  it.each([
    ['+34', '612345678', null],
    ['+34', '61234567', PHONE_MESSAGES.tooShort],
    ['+1', '8095551234', null],
    ['+1-809', '5551234', null],
    ['+1-809', '5551234567', PHONE_MESSAGES.tooLong],
    ['+52', '5512345678', null],
    ['+593', '991234567', null],
    ['+593', '12', PHONE_MESSAGES.tooShort],
  ])('%s %s', (code, number, problem) => {
    expect(phoneNumberProblem(code, number)).toBe(problem);
  });

  it('checks the maintenance number against its calling code on the server schema', () => {
    const base = {
      idHeadquarter: 1,
      documentType: 'CC',
      document: '43123456',
      fullname: 'Ana',
      email: 'ana@correo.co',
      address: 'Calle 1',
      idCategory: 1,
      description: 'Fuga',
      consent: true,
      captcha: 'tok',
    };
    expect(fieldErrors(maintenanceRequestSchema, { ...base, extension: '+57', cellphone: '123' })).toEqual({
      cellphone: PHONE_MESSAGES.colombian,
    });
    expect(
      fieldErrors(maintenanceRequestSchema, { ...base, extension: '+34', cellphone: '612345678' }),
    ).toEqual({});
    expect(
      fieldErrors(maintenanceRequestSchema, { ...base, extension: '+34', cellphone: '3001234567' }),
    ).toEqual({ cellphone: PHONE_MESSAGES.tooLong });
  });
});

describe('colombianPhoneDigits', () => {
  it('drops the +57 or 57 a visitor typed or pasted before the number', () => {
    expect(colombianPhoneDigits('+57 300 123 4567')).toBe('3001234567');
    expect(colombianPhoneDigits('573001234567')).toBe('3001234567');
    expect(colombianPhoneDigits('(+57) 604 444 2020')).toBe('6044442020');
    expect(colombianPhoneDigits('300-123-4567')).toBe('3001234567');
    expect(colombianPhoneDigits('3005712345')).toBe('3005712345');
  });

  it('as it is typed, one character at a time', () => {
    let field = '';
    for (const key of '+57 300 123 4567') field = colombianPhoneDigits(field + key);
    expect(field).toBe('3001234567');
  });
});
