import { UI_MESSAGES } from '../messages';

/** Every date the site shows is in Colombia's time (UTC-5, no daylight saving). */
export const SITE_TIME_ZONE = 'America/Bogota';

const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  weekday: 'short',
  hourCycle: 'h23',
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface BogotaDateParts {
  readonly year: number;
  /** 1..12 */
  readonly month: number;
  readonly day: number;
  /** 0..23 */
  readonly hour: number;
  readonly minute: number;
  /** 0 = Sunday … 6 = Saturday */
  readonly weekday: number;
}

export type DateInput = Date | string | number | null | undefined;

/** A 'YYYY-MM-DD' string is a calendar day in Colombia, not UTC midnight. */
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses what the API or a form gives; null when missing or invalid. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' && PLAIN_DATE.test(value)
        ? new Date(`${value}T12:00:00-05:00`)
        : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Calendar and clock parts of an instant as seen in Bogotá (stable across ICU versions). */
export function bogotaDateParts(date: Date): BogotaDateParts {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    partsFormatter.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
    weekday: WEEKDAYS.indexOf(get('weekday') as (typeof WEEKDAYS)[number]),
  };
}

/** 'YYYY-MM-DD' of the Bogotá calendar day of an instant. */
export function bogotaIsoDate(date: Date): string {
  const p = bogotaDateParts(date);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** '7 de abril de 2026'; 'Fecha no disponible' when missing. */
export function formatDateEs(value: DateInput): string {
  const date = toDate(value);
  if (!date) return UI_MESSAGES.dateNotAvailable;
  const p = bogotaDateParts(date);
  return `${p.day} de ${MONTHS_ES[p.month - 1]} de ${p.year}`;
}

/** '7 de abril de 2026, 3:05 p. m.' (long month, 12-hour clock, Bogotá); 'Fecha no disponible' when missing. */
export function formatDateTimeEs(value: DateInput): string {
  const date = toDate(value);
  if (!date) return UI_MESSAGES.dateNotAvailable;
  const p = bogotaDateParts(date);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const period = p.hour < 12 ? 'a. m.' : 'p. m.';
  return `${formatDateEs(date)}, ${hour12}:${String(p.minute).padStart(2, '0')} ${period}`;
}
