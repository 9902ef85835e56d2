/** Which limit a route gets (per IP and route, per minute; values from config). */
export const RATE_LIMIT_POLICIES = {
  /** Forms behind a captcha, and the advisor consent. */
  form: 'form',
  /** The basic contact form has no captcha: a lower limit. */
  contact: 'contact',
  /**
   * GETs of a search or the map's points by area (bbox): a scraper's or a bisecter's tool. Their other GETs,
   * the hot ones, are never counted (a guard on every GET cost too much).
   */
  area: 'area',
  /** The map's points: every GET, with or without an area (without one they are the catalog's places). */
  map: 'map',
} as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[keyof typeof RATE_LIMIT_POLICIES];

export const RATE_LIMIT_POLICY_KEY = 'inmo:rate-limit-policy';
export const RATE_LIMIT_WINDOW_MS = 60_000;
