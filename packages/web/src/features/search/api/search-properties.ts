import { searchQueryString, type PropertySearchQuery, type PropertySearchResult } from '@inmo/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiReadContext } from '~/lib/api-client';

/** GET /api/properties. The signal lets react-query abort it when a newer search replaces it. */
export function searchProperties(
  query: PropertySearchQuery,
  context: ApiReadContext = {},
): Promise<PropertySearchResult> {
  return apiGet(`/properties?${searchQueryString(query)}`, context);
}

export function searchPropertiesQueryOptions(query: PropertySearchQuery) {
  return queryOptions({
    queryKey: ['properties', 'search', query],
    queryFn: (context) => searchProperties(query, context),
  });
}

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export function useSearchProperties(query: PropertySearchQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchPropertiesQueryOptions(query), placeholderData: keepPreviousData, ...options });
}
