import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from './business-days';

// A fixed slice of Colombia's 2026 holiday table, so this test does not depend on a library.
const HOLIDAYS_2026 = new Set(['2026-03-23', '2026-04-02', '2026-04-03', '2026-05-01', '2026-05-18']);
const isHoliday = (d: string) => HOLIDAYS_2026.has(d);
const noHolidays = () => false;

describe('addBusinessDays', () => {
  it('counts from the day after filing, skipping weekends', () => {
    // Monday 2 Feb 2026 + 5 business days = Monday 9 Feb.
    expect(addBusinessDays(new Date('2026-02-02T15:00:00Z'), 5, noHolidays)).toBe('2026-02-09');
    // Filed on a Friday: the first business day is Monday.
    expect(addBusinessDays(new Date('2026-02-06T15:00:00Z'), 1, noHolidays)).toBe('2026-02-09');
  });

  it('skips holidays: 15 business days from 20 March 2026 across San José and Semana Santa', () => {
    // Mon 23 Mar (San José, moved), Thu 2 and Fri 3 Apr (Semana Santa) are not counted.
    expect(addBusinessDays(new Date('2026-03-20T14:00:00Z'), 15, isHoliday)).toBe('2026-04-15');
    expect(addBusinessDays(new Date('2026-03-20T14:00:00Z'), 15, noHolidays)).toBe('2026-04-10');
  });

  it('uses the Bogotá day of filing (late evening UTC-5 is still that day)', () => {
    // 03:30 UTC on Saturday 7 Feb is Friday 6 Feb 22:30 in Bogotá.
    expect(addBusinessDays(new Date('2026-02-07T03:30:00Z'), 1, noHolidays)).toBe('2026-02-09');
  });

  it('returns the filing day for 0 and refuses negative counts', () => {
    expect(addBusinessDays(new Date('2026-02-02T15:00:00Z'), 0, noHolidays)).toBe('2026-02-02');
    expect(() => addBusinessDays(new Date(), -1, noHolidays)).toThrow(RangeError);
  });
});

describe('isBusinessDay', () => {
  it('rejects weekends and holidays', () => {
    expect(isBusinessDay(new Date('2026-04-02T15:00:00Z'), isHoliday)).toBe(false);
    expect(isBusinessDay(new Date('2026-04-04T15:00:00Z'), isHoliday)).toBe(false);
    expect(isBusinessDay(new Date('2026-04-06T15:00:00Z'), isHoliday)).toBe(true);
  });
});
