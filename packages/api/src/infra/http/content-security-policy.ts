import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { type HelmetOptions } from 'helmet';
import { type AppConfig } from '#src/config/config.schema';
import { captchaCspSources } from '../captcha/captcha-csp';

type CspOptions = Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>;

/** Gives every answer its own nonce (before helmet writes the header that names it). */
export function assignCspNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

/** The nonce of this answer's inline scripts (the page's framework data and its early-input script). */
export function cspNonce(res: ServerResponse): string {
  return String((res as Response).locals.cspNonce);
}

/**
 * The one Content-Security-Policy of the site, derived from the config: the captcha widget's hosts, the map
 * tiles' host and, with SIMI, the photo hosts. Inline scripts run only with the answer's nonce. The gateway sends it on
 * pages and on whatever a browser may show as a document (security-headers.middleware.ts; nginx sets none).
 */
export function contentSecurityPolicy(
  config: Pick<AppConfig, 'CAPTCHA_PROVIDER' | 'PHOTO_ORIGINS' | 'MAP_TILE_URL'>,
): CspOptions {
  const captcha = captchaCspSources(config.CAPTCHA_PROVIDER);
  return {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res)}'`,
        ...captcha.scriptSrc,
      ],
      frameSrc: ["'self'", ...captcha.frameSrc],
      // MUI/emotion injects <style> tags at runtime.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...config.PHOTO_ORIGINS,
        ...(config.MAP_TILE_URL ? [mapTileOrigin(config.MAP_TILE_URL)] : []),
      ],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** The origin of a `{z}/{x}/{y}` tile address (a `{s}` subdomain becomes a wildcard). */
export function mapTileOrigin(tileUrl: string): string {
  const { protocol, host } = new URL(tileUrl.replace('{s}', 'SUBDOMAIN').replace(/[{}]/g, ''));
  return `${protocol}//${host.replace(/^subdomain\./, '*.')}`;
}
