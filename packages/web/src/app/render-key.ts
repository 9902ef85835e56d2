import { FAVORITES_SHARE_PARAM } from '@inmo/contracts';
import { matchPath } from 'react-router';
import { CODE_PARAM, filterFromSearchParams, filterToSearchParams, presetFilter } from '~/lib/search-filter';
import { VIEW_PARAM } from '~/features/search/hooks/use-search-filter';
import { mortgageQueryFromParams, mortgageQueryToParams } from '~/features/mortgage/lib/mortgage-query';

const SEARCH_PAGES = ['/', '/busqueda', '/busqueda/inmueble', '/busqueda/:gestion/:ubicacion/:tipoPropiedad'];

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
