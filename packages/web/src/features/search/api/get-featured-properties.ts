import { type PropertyList } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiReadContext } from '~/lib/api-client';

/** GET /api/properties/featured: the agency's highlighted listings. */
export function getFeaturedProperties(context: ApiReadContext = {}): Promise<PropertyList> {
  return apiGet('/properties/featured', context);
}

export function featuredPropertiesQueryOptions() {
  return queryOptions({
    queryKey: ['properties', 'featured'],
    queryFn: (context) => getFeaturedProperties(context),
    // The list changes rarely; the banner and the carousel share one request per visit.
    staleTime: 5 * 60 * 1000,
  });
}

export function useFeaturedProperties() {
  return useQuery(featuredPropertiesQueryOptions());
}
