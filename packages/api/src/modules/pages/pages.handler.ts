import { Logger } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { clientLimitKey } from '#src/infra/http/client-key';
import { isPageRequest } from '#src/infra/http/page-request';
import { setMetricsRoute } from '#src/infra/metrics/http-metrics.middleware';
import { PAGE_ENCODINGS } from './page-body';
import type { PagesService } from './pages.service';
import type { RenderedPage } from './render-cache';

const logger = new Logger('PagesHandler');

/**
 * Pages are rendered per address (from a one-minute cache): browsers must always ask again, and get a 304 while
 * the page is what they have. `setPageCsp` writes a page's Content-Security-Policy (pageContentSecurityPolicy).
 */
export function pagesHandler(
  pages: Pick<PagesService, 'available' | 'page'>,
  setPageCsp: (res: Response, scriptHashes: readonly string[]) => void,
): RequestHandler {
  return (req, res, next) => {
    if (!pages.available || !isPageRequest(req)) {
      next();
      return;
    }
    pages
      .page(req.originalUrl, clientLimitKey(req.ip ?? req.socket.remoteAddress))
      .then(async (answer) => {
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
        else await sendPage(req, res, answer.page, setPageCsp);
      })
      .catch(next);
  };
}

/** The page's own bytes, in the best coding the browser takes, each made once per render (PageBody). */
async function sendPage(
  req: Request,
  res: Response,
  { status, headers, body, scriptHashes }: RenderedPage,
  setPageCsp: (res: Response, scriptHashes: readonly string[]) => void,
): Promise<void> {
  for (const [name, value] of Object.entries(headers))
    if (name !== 'cache-control') res.setHeader(name, value);
  setPageCsp(res, scriptHashes);
  res.vary('Accept-Encoding');
  res.status(status).setHeader('ETag', body.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // Brotli whenever the browser takes it: express's own choice follows the header's order on a tie, and
  // browsers list gzip first.
  const encoding = PAGE_ENCODINGS.find((coding) => req.acceptsEncodings(coding) === coding);
  // A compression that failed costs the visitor bytes, not the page.
  const encoded = encoding
    ? await body.encodedAs(encoding)?.catch((error: unknown) => {
        logger.error(`A page could not be compressed as ${encoding}: ${String(error)}`);
        return null;
      })
    : null;
  if (encoding && encoded) res.setHeader('Content-Encoding', encoding);
  const bytes = encoded ?? body.bytes;
  // Node leaves the body out of an answer to HEAD.
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
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
