import { describe, expect, it } from 'vitest';
import { bogotaDateParts, bogotaIsoDate, formatDateEs, formatDateTimeEs, toDate } from './dates';

describe('formatDateTimeEs', () => {
  it('shows Spanish long month and 12-hour time in Bogotá time', () => {
    // 20:05 UTC is 3:05 p. m. in Bogotá (UTC-5).
    expect(formatDateTimeEs('2026-04-07T20:05:00Z')).toBe('7 de abril de 2026, 3:05 p. m.');
    expect(formatDateTimeEs(new Date('2026-12-31T14:00:00-05:00'))).toBe(
      '31 de diciembre de 2026, 2:00 p. m.',
    );
  });

  it('uses 12 for midnight and noon and moves to the Bogotá day', () => {
    expect(formatDateTimeEs('2026-01-02T05:00:00Z')).toBe('2 de enero de 2026, 12:00 a. m.');
    expect(formatDateTimeEs('2026-01-02T17:30:00Z')).toBe('2 de enero de 2026, 12:30 p. m.');
    // 03:00 UTC on the 1st is still 31 December in Bogotá.
    expect(formatDateTimeEs('2026-01-01T03:00:00Z')).toBe('31 de diciembre de 2025, 10:00 p. m.');
  });

  it("shows 'Fecha no disponible' for a missing or broken date", () => {
    for (const value of [null, undefined, '', 'no es fecha', Number.NaN]) {
      expect(formatDateTimeEs(value)).toBe('Fecha no disponible');
    }
  });
});

describe('formatDateEs', () => {
  it('formats a date; a plain YYYY-MM-DD is that calendar day', () => {
    expect(formatDateEs('2026-09-15T15:00:00Z')).toBe('15 de septiembre de 2026');
    expect(formatDateEs('2026-04-10')).toBe('10 de abril de 2026');
    expect(formatDateEs(null)).toBe('Fecha no disponible');
  });
});

describe('Bogotá parts', () => {
  it('gives the calendar day and weekday in Bogotá', () => {
    const date = toDate('2026-03-28T02:00:00Z');
    expect(date).not.toBeNull();
    expect(bogotaIsoDate(date!)).toBe('2026-03-27');
    expect(bogotaDateParts(date!)).toMatchObject({ weekday: 5, hour: 21, minute: 0 });
  });
});
