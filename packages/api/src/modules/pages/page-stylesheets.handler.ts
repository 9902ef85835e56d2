import type { RequestHandler } from 'express';
import { PAGE_STYLESHEET_PATH } from '@inmo/contracts';
import { setMetricsRoute } from '#src/infra/metrics/http-metrics.middleware';
import type { PageStylesheets } from './page-stylesheets';

/** Named by their content: a name always holds the same styles. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /styles/{name}.css: a page's class styles (PageStylesheets), or 404 when no gateway kept them. */
export function pageStylesheetsHandler(stylesheets: PageStylesheets): RequestHandler {
  return (req, res, next) => {
    const name = req.path.startsWith(PAGE_STYLESHEET_PATH)
      ? /^([^/]+)\.css$/.exec(req.path.slice(PAGE_STYLESHEET_PATH.length))?.[1]
      : undefined;
    if (name === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    setMetricsRoute(res, 'stylesheet');
    stylesheets.read(name).then((css) => {
      if (css === undefined) res.status(404).setHeader('Cache-Control', 'no-store').type('text/css').send('');
      else res.setHeader('Cache-Control', IMMUTABLE).type('text/css').send(css);
    }, next);
  };
}
