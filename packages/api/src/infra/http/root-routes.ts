import { RequestMethod } from '@nestjs/common';
import { type RouteInfo } from '@nestjs/common/interfaces';

/** Files answered at the site root (SeoController), not under the /api prefix. */
export const ROOT_FILES = { sitemap: 'sitemap.xml', robots: 'robots.txt' } as const;

/** What configureHttp keeps out of the global prefix. */
export const ROOT_ROUTES: RouteInfo[] = Object.values(ROOT_FILES).map((path) => ({
  path,
  method: RequestMethod.GET,
}));
