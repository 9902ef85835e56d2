import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type AppConfig } from '#src/config/config.schema';
import { type ErrorBody } from './http-messages';

export const CROSS_SITE_MESSAGE =
  'No aceptamos envíos desde otros sitios web. Por favor, usa el formulario de nuestro sitio.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * RFC 8058 one-click unsubscribe (`POST /api/alerts/:id/unsubscribe?token=`): mailbox providers and webmail
 * send it with their own Origin. Its token authenticates it and it can only remove that one alert, which is
 * no harm another site could do on a visitor's behalf.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = /^\/api\/alerts\/[^/]+\/unsubscribe\/?$/;

/**
 * Refuses state-changing requests a browser sends on behalf of another site's page (a third-party page
 * posting our contact or consent forms). The browser's `Sec-Fetch-Site` decides when present (pages
 * cannot forge it; `same-origin` also covers the dev server's proxy); otherwise `Origin` must be this
 * site's (PUBLIC_URL or the Host the request came to) or one of TRUSTED_ORIGINS. Requests carrying
 * neither header (server to server, scripts, tests) are not a browser acting for someone: they pass.
 */
export function crossSiteGuard(config: AppConfig): RequestHandler {
  const allowed = new Set([new URL(config.PUBLIC_URL).origin, ...config.TRUSTED_ORIGINS]);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || ONE_CLICK_UNSUBSCRIBE_PATH.test(req.path)) {
      next();
      return;
    }
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    if (site === 'same-origin' || site === 'none') {
      next();
      return;
    }
    if (site === undefined && origin === undefined) {
      next();
      return;
    }
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    if (origin !== undefined && (allowed.has(origin) || origin === own)) {
      next();
      return;
    }
    const body: ErrorBody = { statusCode: 403, message: CROSS_SITE_MESSAGE };
    res.status(403).json(body);
  };
}
