import type { RequestHandler, Response } from 'express';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { clientLimitKey } from '#src/infra/http/client-key';
import { isPageRequest } from '#src/infra/http/page-request';
import { cspNonce } from '#src/infra/http/content-security-policy';
import { setMetricsRoute } from '#src/infra/metrics/http-metrics.middleware';
import type { PagesService } from './pages.service';

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
        const html = pages.withNonce(answer.page, cspNonce(res));
        // Not express's send: its ETag, a hash of the whole page, never matches a page whose nonce changes
        // with each answer. Node leaves the body out of an answer to HEAD.
        res.status(status).setHeader('Content-Length', html.length);
        res.end(html);
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
