import { SIMI_MAX_PAGE_SIZE } from '../simi-property.source';

/** One list call the probe timed: the rows SIMI answered and how long it took. */
export interface ListTiming {
  readonly rows: number;
  readonly ms: number;
}

/** A list call's cost as SIMI shows it (reference/simi-api.md: about 3.5 s plus 0.21 s per row). */
export interface ListLatency {
  readonly baseMs: number;
  readonly perRowMs: number;
}

/**
 * The least-squares line through the timed calls (ms against rows). With a single row count the slope is
 * unknown: the whole time is then taken as per-row cost, the pessimistic reading for a full read.
 */
export function fitListLatency(timings: readonly ListTiming[]): ListLatency | null {
  const points = timings.filter((t) => t.rows > 0 && Number.isFinite(t.ms));
  if (points.length === 0) return null;
  const n = points.length;
  const meanX = points.reduce((s, t) => s + t.rows, 0) / n;
  const meanY = points.reduce((s, t) => s + t.ms, 0) / n;
  const sxx = points.reduce((s, t) => s + (t.rows - meanX) ** 2, 0);
  if (sxx === 0) return { baseMs: 0, perRowMs: meanY / meanX };
  const slope = points.reduce((s, t) => s + (t.rows - meanX) * (t.ms - meanY), 0) / sxx;
  const perRowMs = Math.max(0, slope);
  return { baseMs: Math.max(0, meanY - perRowMs * meanX), perRowMs };
}

export interface FirstReadEstimate {
  readonly listings: number;
  readonly pageSize: number;
  readonly pages: number;
  /** One page of `pageSize` rows. */
  readonly pageMs: number;
  /** Every page, one after the other. */
  readonly cardsMs: number;
  /** The floor: the per-row cost alone (listings × perRowMs). */
  readonly floorMs: number;
  /** Every listing's detail, `detailConcurrency` at a time. */
  readonly detailsMs: number;
  readonly totalMs: number;
  /** SIMI_SYNC_TIMEOUT_MS that fits: twice a page's time, rounded up to 5 s. */
  readonly syncTimeoutMs: number;
}

/** Details SIMI answers at once as fast as one (reference/simi-api.md). */
export const DETAIL_CONCURRENCY = 10;

/**
 * The first full read of `listings` at the measured latency: pages of SIMI's largest size (each page's
 * fixed cost is paid once per page, so fewer pages read faster), then every detail.
 */
export function estimateFirstRead(
  listings: number,
  latency: ListLatency,
  detailMs: number,
  pageSize = SIMI_MAX_PAGE_SIZE,
): FirstReadEstimate {
  const pages = Math.max(1, Math.ceil(listings / pageSize));
  const pageMs = latency.baseMs + latency.perRowMs * pageSize;
  const cardsMs = pages * latency.baseMs + listings * latency.perRowMs;
  const detailsMs = Math.ceil(listings / DETAIL_CONCURRENCY) * detailMs;
  return {
    listings,
    pageSize,
    pages,
    pageMs,
    cardsMs,
    floorMs: listings * latency.perRowMs,
    detailsMs,
    totalMs: cardsMs + detailsMs,
    syncTimeoutMs: Math.max(10_000, Math.ceil((2 * pageMs) / 5000) * 5000),
  };
}

/** "48 s", "12.5 min" (up to two hours), "2.4 h". */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 7_200_000) return `${(ms / 60_000).toFixed(1)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}
