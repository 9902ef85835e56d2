import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import type { SpaService } from '../../infra/http/spa.service';
import type { PageAnswer, SeoService } from './seo.service';

/** HTML pages are rendered per request (from a 60 s cache): browsers must always ask again. */
export function sendPage(res: Response, page: PageAnswer): void {
  res.setHeader('Cache-Control', 'no-cache');
  if ('location' in page) res.redirect(page.status, page.location);
  else res.status(page.status).type('html').send(page.html);
}

/**
 * Browser navigations to the SPA's routes get the page rendered on the server (see SeoService.page).
 * Files (a dot in the last segment: /sitemap.xml, a missing asset) and /api fall through.
 */
export function htmlPageHandler(seo: SeoService, spa: SpaService): RequestHandler {
  return (req, res, next) => {
    if (!spa.isHtmlNavigation(req) || path.posix.extname(req.path) !== '') {
      next();
      return;
    }
    seo.page(req.originalUrl).then((page) => sendPage(res, page), next);
  };
}
