import { searchQueryString, type PropertyPointsResult, type PropertySearchQuery } from '@inmo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';

/** GET /api/properties/points: the map's points of a search (page and order do not matter). */
export function usePropertyPoints(query: PropertySearchQuery) {
  const normal = { ...query, page: 1, orden: 'fecha' as const };
  return useQuery({
    queryKey: ['properties', 'points', normal],
    queryFn: (context) =>
      apiGet<PropertyPointsResult>(`/properties/points?${searchQueryString(normal)}`, context),
    placeholderData: keepPreviousData,
  });
}
