import { describe, expect, it } from 'vitest';
import { parsePesos } from './money';

describe('parsePesos', () => {
  it('reads es-CO amounts, with or without the sign and the cents', () => {
    expect(parsePesos('300.000.000')).toBe(300_000_000);
    expect(parsePesos('$ 300.000.000')).toBe(300_000_000);
    expect(parsePesos('$\u00a0300.000.000,50')).toBe(300_000_000);
    expect(parsePesos('300.500')).toBe(300_500);
    expect(parsePesos('COP 1.600.000')).toBe(1_600_000);
    expect(parsePesos('300 000 000')).toBe(300_000_000);
  });

  it('drops a decimal part written with a dot, and reads comma thousands: never multiplied, never cut', () => {
    expect(parsePesos('300000000.50')).toBe(300_000_000);
    expect(parsePesos('300000000,5')).toBe(300_000_000);
    expect(parsePesos('300,000,000')).toBe(300_000_000);
    expect(parsePesos('300,000,000.99')).toBe(300_000_000);
    expect(parsePesos('1,600,000 COP')).toBe(1_600_000);
  });

  it('is null for what is no amount', () => {
    for (const text of ['', 'abc', '-300', '1.2.3', '300..000', '12,34,56', '1e9']) {
      expect([text, parsePesos(text)]).toEqual([text, null]);
    }
  });
});
