import { type AlertFrequency } from '@inmo/contracts';

/** Bogotá keeps UTC-5 all year (no daylight saving). */
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestPeriod {
  /** 'D2026-11-26' (a Bogotá day) or 'W2026-48' (an ISO week): one digest per alert and key. */
  readonly key: string;
  /** When the period's digests may go out: the day (or the week's Monday) at `hour`, Bogotá time. */
  readonly startsAt: Date;
}

/**
 * The period `now` falls in for a frequency, or null before its digests are due (before `hour` on the
 * day, or on Monday for weekly ones). A weekly digest missed on Monday still goes out later that week.
 */
export function digestPeriod(frequency: AlertFrequency, now: Date, hour: number): DigestPeriod | null {
  const local = new Date(now.getTime() + BOGOTA_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (frequency === 'diaria') {
    const startsAt = new Date(midnight + hour * 3_600_000 - BOGOTA_OFFSET_MS);
    if (now < startsAt) return null;
    return { key: `D${new Date(midnight).toISOString().slice(0, 10)}`, startsAt };
  }
  const weekday = (local.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = midnight - weekday * DAY_MS;
  const startsAt = new Date(monday + hour * 3_600_000 - BOGOTA_OFFSET_MS);
  if (now < startsAt) return null;
  return { key: `W${isoWeek(new Date(monday))}`, startsAt };
}

/** 'YYYY-WW' of the ISO week whose Monday (UTC midnight) is given: the year is the week's Thursday's. */
function isoWeek(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 1));
  firstThursday.setUTCDate(1 + ((4 - firstThursday.getUTCDay() + 7) % 7));
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * DAY_MS));
  return `${year}-${String(week).padStart(2, '0')}`;
}
