import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { type AppConfig } from '#src/config/config.schema';
import { captchaCspSources } from '../captcha/captcha-csp';

type CspOptions = Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>;
type CspConfig = Pick<AppConfig, 'CAPTCHA_PROVIDER' | 'PHOTO_ORIGINS' | 'MAP_TILE_URL'>;

/**
 * The one Content-Security-Policy of the site, derived from the config: the captcha widget's hosts, the map
 * tiles' host and, with SIMI, the photo hosts. No inline script runs, except on a page those its CSP names by
 * hash (`forPages`: the page's own, see pages/page-body.ts). The gateway sends it on pages and on whatever a
 * browser may show as a document (security-headers.middleware.ts; nginx sets none).
 */
export function contentSecurityPolicy(config: CspConfig, { forPages = false } = {}): CspOptions {
  const captcha = captchaCspSources(config.CAPTCHA_PROVIDER);
  return {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        forPages
          ? (_req: IncomingMessage, res: ServerResponse) =>
              ["'self'", ...((res as Response).locals.scriptHashes as readonly string[])].join(' ')
          : "'self'",
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

/** Sets a page's CSP: the site's, with the page's own inline scripts allowed by their `'sha256-…'` hash. */
export function pageContentSecurityPolicy(
  config: CspConfig,
): (res: Response, scriptHashes: readonly string[]) => void {
  const setHeader = helmet.contentSecurityPolicy(contentSecurityPolicy(config, { forPages: true }));
  return (res, scriptHashes) => {
    res.locals.scriptHashes = scriptHashes;
    // Synchronous; an error is a directive helmet refuses (a hash is base64, so none).
    setHeader(res.req, res, (error?: unknown) => {
      if (error instanceof Error) throw error;
    });
  };
}
