import {
  addBusinessDaysCo,
  colombianHolidays,
  isColombianHoliday,
  pqrsResponseDeadline,
} from './colombia-business-days';

describe('Colombian business days', () => {
  it('knows the 2026 holidays, Monday-moved ones included', () => {
    const expected = [
      '2026-01-01',
      '2026-01-12',
      '2026-03-23',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-05-18',
      '2026-06-08',
      '2026-06-15',
      '2026-06-29',
      '2026-07-20',
      '2026-08-07',
      '2026-08-17',
      '2026-10-12',
      '2026-11-02',
      '2026-11-16',
      '2026-12-08',
      '2026-12-25',
    ];
    for (const day of expected) expect(isColombianHoliday(day)).toBe(true);
    // Ordinary days and Palm Sunday (an observance, not a holiday) are not.
    expect(isColombianHoliday('2026-03-24')).toBe(false);
    expect(isColombianHoliday('2026-03-29')).toBe(false);
    // Beyond the list above the library adds 13 Jul 2026 (Virgen de Chiquinquirá, Ley 2578 de 2026).
    expect([...colombianHolidays(2026)].filter((d) => !expected.includes(d) && d !== '2026-04-05')).toEqual([
      '2026-07-13',
    ]);
  });

  it('a PQRS filed on Friday 20 March 2026 is due Wednesday 15 April (San José and Semana Santa skipped)', () => {
    expect(pqrsResponseDeadline(new Date('2026-03-20T15:00:00-05:00'))).toBe('2026-04-15');
  });

  it('counts from the day after filing in Bogotá time', () => {
    // Wed 31 Dec 2025 at 22:00 in Bogotá (already 1 Jan in UTC): 1 Jan is a holiday, so day 1 is Fri 2 Jan.
    expect(addBusinessDaysCo(new Date('2026-01-01T03:00:00Z'), 1)).toBe('2026-01-02');
    // Fri 9 Jan + 1 skips the weekend and Reyes (Mon 12 Jan).
    expect(addBusinessDaysCo(new Date('2026-01-09T12:00:00-05:00'), 1)).toBe('2026-01-13');
  });

  it('crosses the year end', () => {
    // Thu 17 Dec 2026 + 15: skips 25 Dec, 1 Jan and Reyes (moved to Mon 11 Jan 2027) -> Tue 12 Jan.
    expect(addBusinessDaysCo(new Date('2026-12-17T10:00:00-05:00'), 15)).toBe('2027-01-12');
  });
});
