import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '#src/config/config.schema';
import { contentSecurityPolicy } from './content-security-policy';
import { isPageRequest } from './page-request';

/** Browser features no page of the site uses: denied, so an injected script or frame cannot ask for them. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
].join(', ');

/** What a subresource answer gets as its CSP: it may load nothing, run nothing and be framed by no one. */
export const SUBRESOURCE_CSP = "default-src 'none';frame-ancestors 'none'";

/**
 * Fetch Metadata destinations (`Sec-Fetch-Dest`, set by the browser, not by a page's script) whose answer is
 * never shown as a document: a script, an image, a fetch. Workers are left out: a worker script's CSP applies.
 */
const SUBRESOURCE_DESTINATIONS = new Set([
  'audio',
  'empty',
  'font',
  'image',
  'manifest',
  'script',
  'style',
  'track',
  'video',
]);

/**
 * Pages, and anything a browser may show as a document or in a frame, get Helmet's headers with the site's CSP
 * and the Permissions-Policy. The scripts, images and API answers a page fetches get only the headers that act
 * on them (nosniff, Cross-Origin-Resource-Policy, HSTS) and a CSP that allows nothing, so the same answer
 * opened as a document from the cache still runs nothing and cannot be framed. The document's set is about
 * 1.1 KB; on each of a first visit's 130 subresources it was a quarter of the visit's bytes
 * (bench/results/visit-bytes-2026-12-04-subresource-headers.txt). Requests without `Sec-Fetch-Dest` (older
 * browsers, crawlers, curl) get the document's set.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const documentHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
  });
  const subresourceHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isSubresource(req)) {
      res.setHeader('Content-Security-Policy', SUBRESOURCE_CSP);
      subresourceHeaders(req, res, next);
      return;
    }
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    documentHeaders(req, res, next);
  };
}

/** A page is a document however it is fetched (a `<link rel=prefetch>` of it is later shown). */
function isSubresource(req: Request): boolean {
  const destination = req.headers['sec-fetch-dest'];
  return typeof destination === 'string' && SUBRESOURCE_DESTINATIONS.has(destination) && !isPageRequest(req);
}
