import type { Request, RequestHandler, Response } from 'express';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { API_PREFIX } from '#src/infra/http/http.setup';
import { clientLimitKey } from '#src/infra/http/client-key';
import { cspNonce } from '#src/infra/http/content-security-policy';
import { setMetricsRoute } from '#src/infra/metrics/http-metrics.middleware';
import type { PagesService } from './pages.service';

/** A request for a file (a missing asset, an image): never a page, even from a crawler. */
const FILE_EXTENSION =
  /\.(m?js|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|xml|json|webmanifest|pdf)$/i;

/**
 * A page of the site: any GET or HEAD outside /api that names no file. It answers HTML whatever the Accept
 * header says (link-preview crawlers, monitors and curl send `*\/*` or none), unless the request asks for
 * JSON only; that one falls through to the API's JSON 404.
 */
export function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path === `/${API_PREFIX}` || req.path.startsWith(`/${API_PREFIX}/`)) return false;
  if (FILE_EXTENSION.test(req.path)) return false;
  return req.accepts(['html', 'json']) !== 'json';
}

/** Pages are rendered per address (from a one-minute cache): browsers must always ask again. */
export function pagesHandler(pages: PagesService): RequestHandler {
  return (req, res, next) => {
    if (!pages.available || !isPageRequest(req)) {
      next();
      return;
    }
    pages.page(req.originalUrl, clientLimitKey(req.ip ?? req.socket.remoteAddress)).then((answer) => {
      res.setHeader('Cache-Control', 'no-cache');
      if (answer.kind === 'unavailable') {
        next();
        return;
      }
      setMetricsRoute(res, 'page');
      if (answer.kind === 'busy') sendError(res, 503, HTTP_ERROR_MESSAGES.serviceUnavailable, 5);
      else if (answer.kind === 'limited')
        sendError(res, 429, HTTP_ERROR_MESSAGES.tooManyRequests, answer.retryAfterSeconds);
      else if (answer.kind === 'failed') sendError(res, 500, HTTP_ERROR_MESSAGES.internal);
      else {
        const { status, headers } = answer.page;
        for (const [name, value] of Object.entries(headers))
          if (name !== 'cache-control') res.setHeader(name, value);
        res
          .status(status)
          .send(req.method === 'HEAD' ? undefined : pages.withNonce(answer.page, cspNonce(res)));
      }
    }, next);
  };
}

/** A plain page in Spanish: the site's own error pages need the render that is not available. */
function sendError(
  res: Response,
  status: 429 | 500 | 503,
  message: string,
  retryAfterSeconds?: number,
): void {
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="es"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Alameda Inmobiliaria</title><p>${message}</p><p><a href="/">Volver al inicio</a></p></html>`,
    );
}
