import { Logger } from '@nestjs/common';
import Holidays from 'date-holidays';
import {
  CHECKED_HOLIDAY_YEARS,
  colombianHolidayCalendar,
  colombianHolidays,
  easterSunday,
  uncheckedHolidayYears,
  warnUncheckedHolidayYears,
} from './colombia-holidays';

/**
 * The official calendars, day by day. 2026: the national press's list of the 18 days of Ley 51 de 1983
 * (issue 39, ../shared/reference/colombia-compliance.md) plus Monday 13 July, added by Ley 2578 de 2026
 * (1 June 2026, art. 6: 9 July, moved to Monday by Ley 51). 2025 and 2027 worked out by hand from the
 * laws: Easter 20 Apr 2025 and 28 Mar 2027; Ascension, Corpus Christi and Sacred Heart are Easter +39,
 * +60 and +68, moved to the following Monday.
 */
const OFFICIAL: Record<number, readonly string[]> = {
  // 30 Jun carries two feasts: Sagrado Corazón (Fri 27 Jun -> Mon) and San Pedro (Sun 29 Jun -> Mon).
  2025: [
    '2025-01-01',
    '2025-01-06',
    '2025-03-24',
    '2025-04-17',
    '2025-04-18',
    '2025-05-01',
    '2025-06-02',
    '2025-06-23',
    '2025-06-30',
    '2025-07-20',
    '2025-08-07',
    '2025-08-18',
    '2025-10-13',
    '2025-11-03',
    '2025-11-17',
    '2025-12-08',
    '2025-12-25',
  ],
  2026: [
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
    '2026-07-13',
    '2026-07-20',
    '2026-08-07',
    '2026-08-17',
    '2026-10-12',
    '2026-11-02',
    '2026-11-16',
    '2026-12-08',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-01-11',
    '2027-03-22',
    '2027-03-25',
    '2027-03-26',
    '2027-05-01',
    '2027-05-10',
    '2027-05-31',
    '2027-06-07',
    '2027-07-05',
    '2027-07-12',
    '2027-07-20',
    '2027-08-07',
    '2027-08-16',
    '2027-10-18',
    '2027-11-01',
    '2027-11-15',
    '2027-12-08',
    '2027-12-25',
  ],
};

describe('Colombian holidays (Ley 51 de 1983, Ley 2578 de 2026)', () => {
  it.each(CHECKED_HOLIDAY_YEARS)('%i is exactly the official calendar', (year) => {
    expect(OFFICIAL[year]).toBeDefined();
    expect([...colombianHolidays(year)]).toEqual(OFFICIAL[year]);
  });

  it('every official list here is a checked year', () => {
    expect(Object.keys(OFFICIAL).map(Number)).toEqual([...CHECKED_HOLIDAY_YEARS]);
  });

  it('names each day, two feasts on one Monday included', () => {
    expect(colombianHolidayCalendar(2025).get('2025-06-30')).toEqual([
      'Sagrado Corazón de Jesús',
      'San Pedro y San Pablo',
    ]);
    expect(colombianHolidayCalendar(2026).get('2026-05-18')).toEqual(['Ascensión del Señor']);
    // Easter and Palm Sunday are observances, not holidays.
    expect(colombianHolidays(2026).has('2026-04-05')).toBe(false);
    expect(colombianHolidays(2026).has('2026-03-29')).toBe(false);
  });

  it('adds the Virgen de Chiquinquirá only from 2026, on Monday 9 July when it is one', () => {
    expect(colombianHolidays(2025).has('2025-07-14')).toBe(false);
    expect(colombianHolidayCalendar(2029).get('2029-07-09')).toEqual(['Virgen de Chiquinquirá']);
  });

  it('computes Easter Sunday', () => {
    const easters = [2024, 2025, 2026, 2027, 2038].map((y) => easterSunday(y).toISOString().slice(0, 10));
    expect(easters).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2038-04-25']);
  });

  it('agrees with the date-holidays package (CO, public, without Easter Sunday) from 1990 to 2080', () => {
    const co = new Holidays('CO');
    for (let year = 1990; year <= 2080; year += 1) {
      const theirs = co
        .getHolidays(year)
        .filter(
          (h) => h.type === 'public' && !h.date.startsWith(easterSunday(year).toISOString().slice(0, 10)),
        )
        .map((h) => h.date.slice(0, 10));
      expect([...colombianHolidays(year)]).toEqual([...new Set(theirs)].sort());
    }
  });

  describe('a year with no checked list', () => {
    it('is reported for this year, and for next year once a deadline can reach it', () => {
      expect(uncheckedHolidayYears(new Date('2026-11-28T12:00:00Z'))).toEqual([]);
      expect(uncheckedHolidayYears(new Date('2027-12-01T12:00:00Z'))).toEqual([2028]);
      expect(uncheckedHolidayYears(new Date('2029-03-01T12:00:00Z'))).toEqual([2029]);
    });

    it('logs a warning at start-up', () => {
      const logger = new Logger('test');
      const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
      warnUncheckedHolidayYears(new Date('2027-06-01T12:00:00Z'), logger);
      expect(warn).not.toHaveBeenCalled();
      warnUncheckedHolidayYears(new Date('2028-02-01T12:00:00Z'), logger);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain('Colombian holidays of 2028');
    });
  });
});
