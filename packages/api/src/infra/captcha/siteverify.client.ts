import { Logger } from '@nestjs/common';
import { z } from 'zod';
import {
  CAPTCHA_FAILURE_REASONS as R,
  type CaptchaVerification,
  type CaptchaVerifier,
} from './captcha.types';

export const SITEVERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

export type SiteverifyProvider = keyof typeof SITEVERIFY_URLS;

export interface SiteverifyOptions {
  readonly provider: SiteverifyProvider;
  readonly secret: string;
  /** Overrides the provider's endpoint (tests point it at a fake server). */
  readonly url?: string;
  readonly timeoutMs: number;
  /** reCAPTCHA v3 answers carry a score in [0, 1]; below this the visitor is treated as a bot. */
  readonly minScore: number;
}

/** reCAPTCHA (v2 and v3) and Turnstile answer the same shape; extra fields are ignored. */
const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Codes that mean our own configuration is wrong, not the visitor's token. */
const CONFIG_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'invalid-keys']);

/** Verifies reCAPTCHA and Turnstile tokens with the provider's siteverify endpoint. */
export class SiteverifyClient implements CaptchaVerifier {
  private readonly logger = new Logger(SiteverifyClient.name);
  private readonly url: string;

  constructor(private readonly options: SiteverifyOptions) {
    this.url = options.url ?? SITEVERIFY_URLS[options.provider];
  }

  async verify(token: string | null | undefined, remoteIp: string | undefined): Promise<CaptchaVerification> {
    if (!token) return { ok: false, reason: R.missing };
    if (token.length > 10_000) return { ok: false, reason: R.malformed };

    const form = new URLSearchParams({ secret: this.options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);

    let answer: z.infer<typeof answerSchema>;
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      answer = answerSchema.parse(await res.json());
    } catch (error) {
      // Fail closed: without an answer we cannot tell a person from a bot.
      this.logger.warn(`${this.options.provider} siteverify unavailable: ${describe(error)}`);
      return { ok: false, reason: R.unavailable };
    }

    const codes = answer['error-codes'] ?? [];
    if (!answer.success) {
      if (codes.some((code) => CONFIG_ERRORS.has(code))) {
        this.logger.error(
          `${this.options.provider} refused our secret (${codes.join(', ')}): check CAPTCHA_SECRET`,
        );
        return { ok: false, reason: R.unavailable };
      }
      if (codes.includes('timeout-or-duplicate')) return { ok: false, reason: R.expiredOrReplayed };
      return { ok: false, reason: R.invalid };
    }
    if (answer.score !== undefined && answer.score < this.options.minScore) {
      return { ok: false, reason: R.lowScore };
    }
    return { ok: true };
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
