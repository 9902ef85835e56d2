import { addBusinessDays, type HolidayCheck, PQRS_RESPONSE_BUSINESS_DAYS } from '@inmo/contracts';
import { colombianHolidays } from './colombia-holidays';

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
