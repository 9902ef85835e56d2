import { type City } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';
import { LOCATIONS_STALE_TIME } from '~/lib/query-client';

/** GET /api/locations/cities: every city with listings (the search's location select). */
export function getCities(signal?: AbortSignal): Promise<City[]> {
  return apiGet('/locations/cities', { signal });
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: ['locations', 'cities'],
    queryFn: ({ signal }) => getCities(signal),
    staleTime: LOCATIONS_STALE_TIME,
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}
