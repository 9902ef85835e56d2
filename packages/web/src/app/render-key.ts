import { FAVORITES_SHARE_PARAM, NOT_FOUND_KEY } from '@inmo/contracts';
import { matchPath, type Params, type ServerBuild } from 'react-router';
import { CODE_PARAM, filterFromSearchParams, filterToSearchParams, presetFilter } from '~/lib/search-filter';
import { VIEW_PARAM } from '~/features/search/hooks/use-search-filter';
import { mortgageQueryFromParams, mortgageQueryToParams } from '~/features/mortgage/lib/mortgage-query';

/** The routes (ids of routes.ts) whose render reads query parameters, by what they read. */
const SEARCH_ROUTES: ReadonlySet<string> = new Set(['home', 'search', 'search-with-props', 'search-preset']);
const FAVORITES_ROUTE = 'favorites';
const MORTGAGE_ROUTE = 'mortgage-simulator';

/** A page route of a server build (not the catch-all `*`): its id and full path pattern. */
interface PageRoute {
  readonly id: string;
  readonly pattern: string;
}

function pageRoutes(routes: ServerBuild['routes']): PageRoute[] {
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return '';
    return [fullPath(route.parentId), route.path ?? ''].filter(Boolean).join('/');
  };
  return Object.values(routes).flatMap((route) =>
    route && route.path !== '*' && (route.path !== undefined || route.index)
      ? [{ id: route.id, pattern: `/${fullPath(route.id)}` }]
      : [],
  );
}

/**
 * The address a server render depends on, for a build's routes: the path and only the query parameters its
 * page reads (see {@link pageKey}); an address no page claims gets {@link NOT_FOUND_KEY}, so a flood of made-up
 * paths renders (and caches) one page.
 */
export function renderKeyFor(routes: ServerBuild['routes']): (url: URL) => string {
  const pages = pageRoutes(routes);
  return (url) => {
    for (const { id, pattern } of pages) {
      const match = matchPath(pattern, url.pathname);
      if (match) return pageKey(id, match.params, url);
    }
    return NOT_FOUND_KEY;
  };
}

/**
 * The key of route `id`'s page at `url`: the query parameters it reads, normalised (the search filter as the
 * page itself writes it, a shared favorites list). Any other parameter (`?utm_source=…`, a cache buster) gives
 * the same key, so it cannot make the gateway render anew.
 */
function pageKey(id: string, pathParams: Params, { pathname, searchParams }: URL): string {
  let params = new URLSearchParams();
  if (SEARCH_ROUTES.has(id)) {
    const base = presetFilter(pathParams);
    params = filterToSearchParams(filterFromSearchParams(searchParams, base), base);
    const code = searchParams.get(CODE_PARAM)?.trim();
    if (code) params.set(CODE_PARAM, code);
    // The map view renders other markup than the list.
    if (searchParams.get(VIEW_PARAM) === 'mapa') params.set(VIEW_PARAM, 'mapa');
  } else if (id === FAVORITES_ROUTE) {
    const shared = searchParams.get(FAVORITES_SHARE_PARAM);
    if (shared) params.set(FAVORITES_SHARE_PARAM, shared);
  } else if (id === MORTGAGE_ROUTE) {
    params = mortgageQueryToParams(mortgageQueryFromParams(searchParams));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
