import { type PropertyList } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';

/** GET /api/properties/featured: the agency's highlighted listings. */
export function getFeaturedProperties(signal?: AbortSignal): Promise<PropertyList> {
  return apiGet('/properties/featured', { signal });
}

export function featuredPropertiesQueryOptions() {
  return queryOptions({
    queryKey: ['properties', 'featured'],
    queryFn: ({ signal }) => getFeaturedProperties(signal),
    // The list changes rarely; the banner and the carousel share one request per visit.
    staleTime: 5 * 60 * 1000,
  });
}

export function useFeaturedProperties() {
  return useQuery(featuredPropertiesQueryOptions());
}
