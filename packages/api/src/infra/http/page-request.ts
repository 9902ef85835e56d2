import type { Request } from 'express';

/** The API's addresses start with `/api/`; the site's pages and files are the rest. */
export const API_PREFIX = 'api';

/** A request for a file (a missing asset, an image): never a page, even from a crawler. */
export const FILE_EXTENSION =
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
