import { z } from 'zod';

/** Captcha providers the gateway can verify (CAPTCHA_PROVIDER); ALTCHA is self-hosted and the default. */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'turnstile'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Gateway routes the captcha widget talks to (under the /api prefix). */
export const CAPTCHA_ROUTES = {
  config: '/api/captcha/config',
  challenge: '/api/captcha/challenge',
} as const;

/** `GET /api/captcha/config`: which widget to render and its public site key (null for ALTCHA). */
export const captchaConfigSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  siteKey: z.string().min(1).nullable(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
