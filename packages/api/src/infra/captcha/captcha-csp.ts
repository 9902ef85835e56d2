import { type CaptchaProvider } from '@inmo/contracts';

export interface CaptchaCspSources {
  readonly scriptSrc: readonly string[];
  readonly frameSrc: readonly string[];
}

/**
 * What the page's Content-Security-Policy must allow for the configured widget. ALTCHA needs nothing:
 * the web app ships its script, CSS and proof-of-work worker as same-origin files.
 */
export function captchaCspSources(provider: CaptchaProvider): CaptchaCspSources {
  switch (provider) {
    case 'recaptcha':
      return {
        scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      };
    case 'turnstile':
      return {
        scriptSrc: ['https://challenges.cloudflare.com'],
        frameSrc: ['https://challenges.cloudflare.com'],
      };
    default:
      return { scriptSrc: [], frameSrc: [] };
  }
}
