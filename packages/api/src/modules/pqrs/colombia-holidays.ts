import { Logger } from '@nestjs/common';

/**
 * Colombia's national holidays, derived from the laws that create them so the agency can audit each day:
 * - Ley 51 de 1983, art. 1: fixed days; days moved to the following Monday when they do not fall on one
 *   ("Ley Emiliani"); Holy Thursday and Good Friday; and three Easter-based feasts also moved to Monday.
 * - Ley 2578 de 2026, art. 6: Nuestra Señora del Rosario de Chiquinquirá (9 July), moved to Monday by
 *   Ley 51 de 1983, from 2026.
 * Each year in CHECKED_HOLIDAY_YEARS has its list compared with the official calendar in
 * colombia-holidays.spec.ts; the README says how to add a year.
 */

interface HolidayRuleBase {
  readonly name: string;
  /** Whether Ley 51 de 1983 moves it to the following Monday when it does not fall on one. */
  readonly movesToMonday: boolean;
  /** First year it is a holiday (the law that creates it). */
  readonly since?: number;
}

/** A holiday of a fixed calendar day, or of a number of days after Easter Sunday. */
export type HolidayRule = HolidayRuleBase &
  ({ readonly month: number; readonly day: number } | { readonly afterEaster: number });

export const COLOMBIA_HOLIDAY_RULES: readonly HolidayRule[] = [
  { name: 'Año Nuevo', month: 1, day: 1, movesToMonday: false },
  { name: 'Reyes Magos', month: 1, day: 6, movesToMonday: true },
  { name: 'San José', month: 3, day: 19, movesToMonday: true },
  { name: 'Jueves Santo', afterEaster: -3, movesToMonday: false },
  { name: 'Viernes Santo', afterEaster: -2, movesToMonday: false },
  { name: 'Día del Trabajo', month: 5, day: 1, movesToMonday: false },
  { name: 'Ascensión del Señor', afterEaster: 39, movesToMonday: true },
  { name: 'Corpus Christi', afterEaster: 60, movesToMonday: true },
  { name: 'Sagrado Corazón de Jesús', afterEaster: 68, movesToMonday: true },
  { name: 'San Pedro y San Pablo', month: 6, day: 29, movesToMonday: true },
  { name: 'Virgen de Chiquinquirá', month: 7, day: 9, movesToMonday: true, since: 2026 },
  { name: 'Día de la Independencia', month: 7, day: 20, movesToMonday: false },
  { name: 'Batalla de Boyacá', month: 8, day: 7, movesToMonday: false },
  { name: 'Asunción de la Virgen', month: 8, day: 15, movesToMonday: true },
  { name: 'Día de la Raza', month: 10, day: 12, movesToMonday: true },
  { name: 'Todos los Santos', month: 11, day: 1, movesToMonday: true },
  { name: 'Independencia de Cartagena', month: 11, day: 11, movesToMonday: true },
  { name: 'Inmaculada Concepción', month: 12, day: 8, movesToMonday: false },
  { name: 'Navidad', month: 12, day: 25, movesToMonday: false },
];

/** Years whose derived list a test compares with the official calendar. */
export const CHECKED_HOLIDAY_YEARS: readonly number[] = [2025, 2026, 2027];

/** Easter Sunday of a Gregorian year (Meeus/Jones/Butcher), as a UTC midnight. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

function observedDay(rule: HolidayRule, year: number): Date {
  const date =
    'afterEaster' in rule
      ? new Date(easterSunday(year).getTime() + rule.afterEaster * 86_400_000)
      : new Date(Date.UTC(year, rule.month - 1, rule.day));
  if (rule.movesToMonday) date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
  return date;
}

const byYear = new Map<number, ReadonlyMap<string, readonly string[]>>();

/** The holidays of a year: each observed day 'YYYY-MM-DD' with the feasts it carries (two can share a Monday). */
export function colombianHolidayCalendar(year: number): ReadonlyMap<string, readonly string[]> {
  let calendar = byYear.get(year);
  if (!calendar) {
    const days = new Map<string, string[]>();
    for (const rule of COLOMBIA_HOLIDAY_RULES) {
      if (rule.since !== undefined && year < rule.since) continue;
      const iso = observedDay(rule, year).toISOString().slice(0, 10);
      days.set(iso, [...(days.get(iso) ?? []), rule.name]);
    }
    calendar = new Map([...days].sort(([x], [y]) => x.localeCompare(y)));
    byYear.set(year, calendar);
  }
  return calendar;
}

/** Colombia's national holidays of a year as 'YYYY-MM-DD', in order. */
export function colombianHolidays(year: number): ReadonlySet<string> {
  return new Set(colombianHolidayCalendar(year).keys());
}

/**
 * The years a deadline counted from `now` can reach (this year, and the next one late in the year) that
 * have no checked list: the derivation still applies, but nobody compared it with that year's calendar.
 */
export function uncheckedHolidayYears(now: Date, reachDays = 45): number[] {
  const years = new Set([
    now.getUTCFullYear(),
    new Date(now.getTime() + reachDays * 86_400_000).getUTCFullYear(),
  ]);
  return [...years].filter((year) => !CHECKED_HOLIDAY_YEARS.includes(year));
}

/** Start-up warning for a year in use whose list nobody checked (see the README's holiday section). */
export function warnUncheckedHolidayYears(now: Date, logger = new Logger('ColombiaHolidays')): void {
  for (const year of uncheckedHolidayYears(now)) {
    logger.warn(
      `Colombian holidays of ${year} are derived from Ley 51 de 1983 but not checked against the official ` +
        'calendar: add its list to colombia-holidays.spec.ts and the year to CHECKED_HOLIDAY_YEARS',
    );
  }
}
