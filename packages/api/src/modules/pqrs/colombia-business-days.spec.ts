import { addBusinessDaysCo, isColombianHoliday, pqrsResponseDeadline } from './colombia-business-days';

describe('Colombian business days', () => {
  it('knows holidays, Monday-moved ones included, and not Palm Sunday or ordinary days', () => {
    for (const day of ['2026-01-12', '2026-04-02', '2026-04-03', '2026-07-13', '2026-11-16']) {
      expect(isColombianHoliday(day)).toBe(true);
    }
    for (const day of ['2026-03-24', '2026-03-29', '2026-07-09', '2026-07-14']) {
      expect(isColombianHoliday(day)).toBe(false);
    }
  });

  it('a PQRS filed on Friday 20 March 2026 is due Wednesday 15 April (San José and Holy Week skipped)', () => {
    expect(pqrsResponseDeadline(new Date('2026-03-20T15:00:00-05:00'))).toBe('2026-04-15');
  });

  it('a PQRS filed on Friday 12 March 2027 is due Wednesday 7 April (San José, Thu 25 and Fri 26 Mar skipped)', () => {
    expect(pqrsResponseDeadline(new Date('2027-03-12T09:00:00-05:00'))).toBe('2027-04-07');
  });

  it('a PQRS filed on Thursday 25 June 2026 is due Tuesday 21 July (29 Jun, 13 Jul and 20 Jul skipped)', () => {
    expect(pqrsResponseDeadline(new Date('2026-06-25T10:00:00-05:00'))).toBe('2026-07-21');
    // Filed after San Pedro: only 13 Jul (Ley 2578 de 2026) and 20 Jul fall inside.
    expect(pqrsResponseDeadline(new Date('2026-07-01T10:00:00-05:00'))).toBe('2026-07-24');
  });

  it('a PQRS filed on Friday 25 June 2027 is due Wednesday 21 July (5, 12 and 20 Jul skipped)', () => {
    expect(pqrsResponseDeadline(new Date('2027-06-25T10:00:00-05:00'))).toBe('2027-07-21');
  });

  it('counts 30 June 2025, Sagrado Corazón and San Pedro on one Monday, once', () => {
    // Fri 20 Jun 2025: skips Corpus Christi (Mon 23 Jun) and Mon 30 Jun, so the 15th is Tue 15 Jul.
    expect(pqrsResponseDeadline(new Date('2025-06-20T10:00:00-05:00'))).toBe('2025-07-15');
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
