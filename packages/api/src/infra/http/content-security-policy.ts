import { type HelmetOptions } from 'helmet';
import { type AppConfig } from '../../config/config.schema';
import { captchaCspSources } from '../captcha/captcha-csp';

type CspOptions = Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>;

/**
 * The one Content-Security-Policy of the site, derived from the config: the captcha widget's hosts and,
 * with SIMI, the photo hosts. The gateway sends it on every answer, pages included (nginx sets none).
 */
export function contentSecurityPolicy(
  config: Pick<AppConfig, 'CAPTCHA_PROVIDER' | 'PHOTO_ORIGINS'>,
): CspOptions {
  const captcha = captchaCspSources(config.CAPTCHA_PROVIDER);
  return {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...captcha.scriptSrc],
      frameSrc: ["'self'", ...captcha.frameSrc],
      // MUI/emotion injects <style> tags at runtime.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...config.PHOTO_ORIGINS],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}
