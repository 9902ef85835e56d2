import Holidays from 'date-holidays';
import { addBusinessDays, type HolidayCheck, PQRS_RESPONSE_BUSINESS_DAYS } from '@inmo/contracts';

// Server-only: date-holidays carries every country's rules (and moment-timezone), too heavy for the SPA;
// the counting itself is the pure `addBusinessDays` of contracts.
const colombia = new Holidays('CO');
const byYear = new Map<number, ReadonlySet<string>>();

/** Colombia's public holidays of a year as 'YYYY-MM-DD' (Ley 51 de 1983 moves most to Monday). */
export function colombianHolidays(year: number): ReadonlySet<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      colombia
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    byYear.set(year, days);
  }
  return days;
}

export const isColombianHoliday: HolidayCheck = (isoDate) =>
  colombianHolidays(Number(isoDate.slice(0, 4))).has(isoDate);

/** The `days`-th Colombian business day after `filedAt`, as a Bogotá calendar day 'YYYY-MM-DD'. */
export function addBusinessDaysCo(filedAt: Date, days: number): string {
  return addBusinessDays(filedAt, days, isColombianHoliday);
}

/** Legal response deadline of a PQRS: 15 business days after filing (Ley 1755 de 2015, art. 14). */
export function pqrsResponseDeadline(filedAt: Date): string {
  return addBusinessDaysCo(filedAt, PQRS_RESPONSE_BUSINESS_DAYS);
}
