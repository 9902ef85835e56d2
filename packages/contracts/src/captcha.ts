/** Captcha providers the gateway can verify (CAPTCHA_PROVIDER); ALTCHA is self-hosted and the default. */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'turnstile'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Gateway routes the captcha widget talks to (under the /api prefix). */
export const CAPTCHA_ROUTES = {
  config: '/api/captcha/config',
  challenge: '/api/captcha/challenge',
} as const;
