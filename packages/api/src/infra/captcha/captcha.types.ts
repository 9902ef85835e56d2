/** Why a captcha token was refused; logged, never shown to the visitor (the caller picks the Spanish message). */
export const CAPTCHA_FAILURE_REASONS = {
  missing: 'missing',
  malformed: 'malformed',
  invalid: 'invalid',
  expired: 'expired',
  replayed: 'replayed',
  /** Siteverify's `timeout-or-duplicate`: the provider does not say which. */
  expiredOrReplayed: 'expired-or-replayed',
  lowScore: 'low-score',
  unavailable: 'unavailable',
} as const;

export type CaptchaFailureReason = (typeof CAPTCHA_FAILURE_REASONS)[keyof typeof CAPTCHA_FAILURE_REASONS];

export type CaptchaVerification = { ok: true } | { ok: false; reason: CaptchaFailureReason };

/** One implementation per provider, chosen by CAPTCHA_PROVIDER. */
export interface CaptchaVerifier {
  verify(token: string | null | undefined, remoteIp: string | undefined): Promise<CaptchaVerification>;
}

/** Nest injection token of the configured CaptchaVerifier. */
export const CAPTCHA_VERIFIER = Symbol('CAPTCHA_VERIFIER');
