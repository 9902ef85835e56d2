import { FAVORITES_SHARE_PARAM } from '@inmo/contracts';
import { matchPath, type ServerBuild } from 'react-router';
import { CODE_PARAM, filterFromSearchParams, filterToSearchParams, presetFilter } from '~/lib/search-filter';
import { VIEW_PARAM } from '~/features/search/hooks/use-search-filter';
import { mortgageQueryFromParams, mortgageQueryToParams } from '~/features/mortgage/lib/mortgage-query';

const SEARCH_PAGES = ['/', '/busqueda', '/busqueda/inmueble', '/busqueda/:gestion/:ubicacion/:tipoPropiedad'];

/** The one key of every address no route of the site claims: they all render the same not-found page. */
export const NOT_FOUND_KEY = '/pagina-no-encontrada';

/** The full path pattern of each route of a server build that is a page, not the catch-all `*`. */
export function pagePatterns(routes: ServerBuild['routes']): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return '';
    return [fullPath(route.parentId), route.path ?? ''].filter(Boolean).join('/');
  };
  return Object.values(routes).flatMap((route) =>
    route && route.path !== '*' && (route.path !== undefined || route.index)
      ? [`/${fullPath(route.id)}`]
      : [],
  );
}

/**
 * {@link renderKey} for a build's routes: an address no page claims gets {@link NOT_FOUND_KEY}, so a flood
 * of made-up paths renders (and caches) one page.
 */
export function renderKeyFor(routes: ServerBuild['routes']): (url: URL) => string {
  const patterns = pagePatterns(routes);
  return (url) =>
    patterns.some((pattern) => matchPath(pattern, url.pathname)) ? renderKey(url) : NOT_FOUND_KEY;
}

/**
 * The address a server render depends on: the path and only the query parameters its page reads,
 * normalised (the search filter as the page itself writes it, a shared favorites list). Any other
 * parameter (`?utm_source=…`, a cache buster) gives the same key, so it cannot make the gateway render anew.
 */
export function renderKey(url: URL): string {
  const { pathname, searchParams } = url;
  let params = new URLSearchParams();
  const search = SEARCH_PAGES.map((pattern) => matchPath(pattern, pathname)).find((match) => match !== null);
  if (search) {
    const base = presetFilter(search.params);
    params = filterToSearchParams(filterFromSearchParams(searchParams, base), base);
    const code = searchParams.get(CODE_PARAM)?.trim();
    if (code) params.set(CODE_PARAM, code);
    // The map view renders other markup than the list.
    if (searchParams.get(VIEW_PARAM) === 'mapa') params.set(VIEW_PARAM, 'mapa');
  } else if (matchPath('/favoritos', pathname)) {
    const shared = searchParams.get(FAVORITES_SHARE_PARAM);
    if (shared) params.set(FAVORITES_SHARE_PARAM, shared);
  } else if (matchPath('/simulador-credito', pathname)) {
    params = mortgageQueryToParams(mortgageQueryFromParams(searchParams));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
