import { PATHS } from '~/config/paths';

/**
 * A path of this site as the gateway sent it (`/busqueda/?…`), or the search page when it is anything else
 * (another origin, `//host`, `javascript:`): a link on these pages never leaves the site.
 */
export function sitePath(path: string): string {
  return /^\/(?![/\\])/.test(path) ? path : PATHS.search;
}
