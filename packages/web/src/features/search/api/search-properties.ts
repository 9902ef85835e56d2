import { BBOX_PARAM, formatBbox, type PropertySearchQuery, type PropertySearchResult } from '@inmo/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';

/** Query string of GET /api/properties; defaults (0, 'fecha', page 1) are left out to keep keys short. */
export function searchQueryString(query: PropertySearchQuery): string {
  const params = new URLSearchParams();
  params.set('gestion', String(query.gestion));
  const optional: Array<[string, number | string | undefined]> = [
    ['tipo', query.tipo],
    ['ciudad', query.ciudad],
    ['barrio', query.barrio],
    ['valmin', query.valmin],
    ['valmax', query.valmax],
    ['habitaciones', query.habitaciones],
    ['banos', query.banos],
    ['parqueaderos', query.parqueaderos],
  ];
  for (const [key, value] of optional) {
    if (value !== undefined && value !== 0) params.set(key, String(value));
  }
  if (query.bbox) params.set(BBOX_PARAM, formatBbox(query.bbox));
  if (query.orden !== 'fecha') params.set('orden', query.orden);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** GET /api/properties. The signal lets react-query abort it when a newer search replaces it. */
export function searchProperties(
  query: PropertySearchQuery,
  signal?: AbortSignal,
): Promise<PropertySearchResult> {
  return apiGet(`/properties?${searchQueryString(query)}`, { signal });
}

export function searchPropertiesQueryOptions(query: PropertySearchQuery) {
  return queryOptions({
    queryKey: ['properties', 'search', query],
    queryFn: ({ signal }) => searchProperties(query, signal),
  });
}

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export function useSearchProperties(query: PropertySearchQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchPropertiesQueryOptions(query), placeholderData: keepPreviousData, ...options });
}
