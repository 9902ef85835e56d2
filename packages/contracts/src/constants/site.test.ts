import { describe, expect, it } from 'vitest';
import { requiredEmail } from '../forms/fields';
import { documentNumberProblem, nitCheckDigit } from '../forms/document-number';
import { isColombianPhone } from '../forms/phone';
import { formatInternationalCellphone, SITE, whatsappUrl } from './site';

describe('whatsappUrl', () => {
  it('adds the country code 57 to a 10-digit cellphone and encodes the text', () => {
    expect(whatsappUrl('310 444 2020', 'Hola, inmueble 919-12')).toBe(
      'https://wa.me/573104442020?text=Hola%2C%20inmueble%20919-12',
    );
  });
  it('keeps a number that already has 57', () => {
    expect(whatsappUrl('+57 310 444 2020')).toBe('https://wa.me/573104442020');
  });
});

describe("the agency's own data passes the site's own rules", () => {
  it('NIT: its check digit is the DIAN one', () => {
    const match = /^(\d{3})\.(\d{3})\.(\d{3})-(\d)$/.exec(SITE.nit);
    expect(match).not.toBeNull();
    const [, a, b, c, check] = match!;
    expect(nitCheckDigit(`${a}${b}${c}`)).toBe(Number(check));
    expect(documentNumberProblem('NIT', `${a}${b}${c}`)).toBeNull();
  });

  it('phones and addresses', () => {
    expect(isColombianPhone(SITE.phone.tel.replace(/^\+57/, ''))).toBe(true);
    expect(isColombianPhone(SITE.whatsapp.number.replace(/^57/, ''))).toBe(true);
    for (const email of Object.values(SITE.emails))
      expect(requiredEmail().safeParse(email).success).toBe(true);
  });
});

describe('formatInternationalCellphone', () => {
  it('writes the WhatsApp number as everywhere else', () => {
    expect(formatInternationalCellphone('573104442020')).toBe('+57 310 444 2020');
    expect(SITE.whatsapp.display).toBe('+57 310 444 2020');
  });
});
