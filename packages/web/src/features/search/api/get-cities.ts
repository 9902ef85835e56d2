import { type City } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiReadContext } from '~/lib/api-client';
import { LOCATIONS_STALE_TIME } from '~/lib/query-client';

/** GET /api/locations/cities: every city with listings (the search's location select). */
export function getCities(context: ApiReadContext = {}): Promise<City[]> {
  return apiGet('/locations/cities', context);
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: ['locations', 'cities'],
    queryFn: (context) => getCities(context),
    staleTime: LOCATIONS_STALE_TIME,
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}
