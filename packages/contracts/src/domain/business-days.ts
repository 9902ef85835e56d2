import { bogotaDateParts, bogotaIsoDate } from './dates';

/** Whether a Bogotá calendar day ('YYYY-MM-DD') is a holiday; supplied by a holiday table. */
export type HolidayCheck = (isoDate: string) => boolean;

function shiftIsoDate(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay();
}

/**
 * The `days`-th business day after `filedAt` (Ley 1755 de 2015: counted from the day after filing),
 * as a Bogotá calendar day 'YYYY-MM-DD'. Business days are Monday–Friday that `isHoliday` rejects.
 * The holiday table is injected: the api passes Colombia's (see its pqrs module) so contracts stays
 * free of a holiday library.
 */
export function addBusinessDays(filedAt: Date, days: number, isHoliday: HolidayCheck): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a non-negative integer');
  let day = bogotaIsoDate(filedAt);
  let counted = 0;
  while (counted < days) {
    day = shiftIsoDate(day, 1);
    const weekday = weekdayOf(day);
    if (weekday !== 0 && weekday !== 6 && !isHoliday(day)) counted += 1;
  }
  return day;
}

/** Whether an instant falls on a Bogotá business day. */
export function isBusinessDay(date: Date, isHoliday: HolidayCheck): boolean {
  const { weekday } = bogotaDateParts(date);
  return weekday !== 0 && weekday !== 6 && !isHoliday(bogotaIsoDate(date));
}
