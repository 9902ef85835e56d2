import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { contactRequestSchema } from './contact.schema';
import { fieldErrors } from './test-helpers';

const valid = { fullname: 'ana gómez', cellphone: '3001234567', consent: true };

describe('contactRequestSchema', () => {
  it('accepts the minimum and uppercases the name; email and message are optional', () => {
    expect(contactRequestSchema.parse({ ...valid, email: '', message: '' })).toEqual({
      fullname: 'ANA GÓMEZ',
      cellphone: '3001234567',
      email: undefined,
      message: undefined,
      consent: true,
    });
  });

  it('uppercases the message and lowercases the email', () => {
    const out = contactRequestSchema.parse({
      ...valid,
      email: 'Ana@Mail.co',
      message: 'quiero info',
      website: '',
    });
    expect(out.message).toBe('QUIERO INFO');
    expect(out.email).toBe('ana@mail.co');
  });

  it('names each empty required field and the unchecked consent', () => {
    expect(fieldErrors(contactRequestSchema, { consent: false })).toEqual({
      fullname: FORM_MESSAGES.required,
      cellphone: FORM_MESSAGES.required,
      consent: FORM_MESSAGES.consentRequired,
    });
  });

  it.each(["María José O'Neil", 'Ana-Lucía Pérez', 'Ñoño Güiza', 'Jean‑Luc'.replace('‑', '-')])(
    'accepts the name %s (letters, spaces, apostrophes, hyphens)',
    (fullname) => {
      expect(contactRequestSchema.safeParse({ ...valid, fullname }).success).toBe(true);
    },
  );

  it.each([
    'Gana dinero en https://atacante.example',
    'visita atacante.example',
    'Ana <b>',
    'Ana 3001234567',
    'ana@example.com',
    'Ana / Pedro',
    "'",
  ])('refuses the name %j: the confirmation mail would repeat it', (fullname) => {
    expect(fieldErrors(contactRequestSchema, { ...valid, fullname })).toEqual({
      fullname: FORM_MESSAGES.invalidName,
    });
  });

  it('refuses a filled honeypot', () => {
    expect(fieldErrors(contactRequestSchema, { ...valid, website: 'http://spam' })).toEqual({
      website: FORM_MESSAGES.honeypot,
    });
  });
});
