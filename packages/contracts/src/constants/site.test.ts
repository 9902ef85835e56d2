import { describe, expect, it } from 'vitest';
import { whatsappUrl } from './site';

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
