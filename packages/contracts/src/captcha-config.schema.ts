import { z } from 'zod';
import { CAPTCHA_PROVIDERS } from './captcha';

/** `GET /api/captcha/config`: which widget to render and its public site key (null for ALTCHA). */
export const captchaConfigSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  siteKey: z.string().min(1).nullable(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
