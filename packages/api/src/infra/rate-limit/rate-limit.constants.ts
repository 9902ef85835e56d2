/** Which limit a POST route gets (per IP and route, per minute; values from config). */
export const RATE_LIMIT_POLICIES = {
  /** Forms behind a captcha, and the advisor consent. */
  form: 'form',
  /** The basic contact form has no captcha: a lower limit. */
  contact: 'contact',
} as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[keyof typeof RATE_LIMIT_POLICIES];

export const RATE_LIMIT_POLICY_KEY = 'inmo:rate-limit-policy';
export const RATE_LIMIT_WINDOW_MS = 60_000;
