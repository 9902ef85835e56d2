import { createHmac } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Challenge } from 'altcha-lib' with { 'resolution-mode': 'import' };
import { z } from 'zod';
import { type ReplayStore } from './captcha-replay.store';
import {
  CAPTCHA_FAILURE_REASONS as R,
  type CaptchaVerification,
  type CaptchaVerifier,
} from './captcha.types';

/**
 * Proof-of-work cost. PBKDF2 runs natively in the browser's Web Crypto; the solver tries counters from 0
 * up to a random one in [counterMin, counterMax], each costing `cost` iterations. Measured here: mean
 * 0.34 s (max 0.7 s) with altcha-lib's solver on one Node thread; 60-400 ms in Chromium, whose widget
 * spreads the work over worker threads, also with the CPU throttled 4-6x as for a mid-range phone.
 */
export const ALTCHA_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 500,
  counterMin: 500,
  counterMax: 2000,
} as const;

/** What GET /api/captcha/challenge returns to the widget. */
export type AltchaChallenge = Challenge;

export const ALTCHA_DEFAULT_TTL_SECONDS = 10 * 60;

export interface AltchaVerifierOptions {
  readonly hmacKey: string;
  readonly ttlSeconds?: number;
  readonly work?: { readonly cost: number; readonly counterMin: number; readonly counterMax: number };
  /** Clock used to stamp new challenges (tests create already-expired ones). */
  readonly now?: () => number;
}

// altcha-lib is ESM-only as far as TypeScript's node16 resolution goes: load it with a real import().
const importAltcha = () => Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/pbkdf2')]);
type AltchaLib = Awaited<ReturnType<typeof importAltcha>>[0];
let libs: ReturnType<typeof importAltcha> | undefined;
function loadAltcha(): ReturnType<typeof importAltcha> {
  libs ??= importAltcha();
  return libs;
}

/** What the widget posts: base64 of JSON `{challenge, solution}`. Parameters stay loose: they are signed as sent. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_WORK.algorithm),
      nonce: z.string().regex(/^[0-9a-f]{2,128}$/),
      salt: z.string().regex(/^[0-9a-f]{2,128}$/),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().regex(/^[0-9a-f]{1,128}$/),
      keySignature: z.string().min(1).optional(),
      expiresAt: z.number().positive(),
    }),
    signature: z.string().regex(/^[0-9a-f]{16,256}$/),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/),
    time: z.number().optional(),
  }),
});

/** Self-hosted ALTCHA: signed, expiring, single-use proof-of-work challenges. */
export class AltchaVerifier implements CaptchaVerifier {
  private readonly logger = new Logger(AltchaVerifier.name);
  private readonly ttlSeconds: number;
  private readonly work: NonNullable<AltchaVerifierOptions['work']>;
  private readonly now: () => number;
  /** Signs the expected key so verifying is one HMAC, not a re-derivation (cheap under load). */
  private readonly keySignatureSecret: string;

  constructor(
    private readonly options: AltchaVerifierOptions,
    private readonly replay: ReplayStore,
  ) {
    this.ttlSeconds = options.ttlSeconds ?? ALTCHA_DEFAULT_TTL_SECONDS;
    this.work = options.work ?? ALTCHA_WORK;
    this.now = options.now ?? Date.now;
    this.keySignatureSecret = createHmac('sha256', options.hmacKey)
      .update('altcha-key-signature')
      .digest('hex');
  }

  async createChallenge(): Promise<Challenge> {
    const [{ createChallenge, randomInt }, { deriveKey }] = await loadAltcha();
    return createChallenge({
      algorithm: ALTCHA_WORK.algorithm,
      cost: this.work.cost,
      counter: randomInt(this.work.counterMax, this.work.counterMin),
      deriveKey,
      expiresAt: new Date(this.now() + this.ttlSeconds * 1000),
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  async verify(token: string | null | undefined): Promise<CaptchaVerification> {
    if (!token) return { ok: false, reason: R.missing };
    const payload = parsePayload(token);
    if (!payload) return { ok: false, reason: R.malformed };

    const [{ verifySolution }, { deriveKey }] = await loadAltcha();
    let result: Awaited<ReturnType<AltchaLib['verifySolution']>>;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.options.hmacKey,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
    } catch (error) {
      this.logger.debug(`ALTCHA payload rejected by the verifier: ${String(error)}`);
      return { ok: false, reason: R.malformed };
    }
    if (result.expired) return { ok: false, reason: R.expired };
    if (!result.verified) return { ok: false, reason: R.invalid };

    // Single use: remember the signature until the challenge would have expired anyway.
    const secondsLeft = payload.challenge.parameters.expiresAt - Math.floor(Date.now() / 1000);
    const first = await this.replay.claim(`altcha:${payload.challenge.signature}`, secondsLeft + 5);
    return first ? { ok: true } : { ok: false, reason: R.replayed };
  }
}

function parsePayload(token: string): z.infer<typeof payloadSchema> | null {
  if (token.length > 10_000) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
