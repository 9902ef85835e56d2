import { type Neighbourhood } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiReadContext } from './api-client';
import { LOCATIONS_STALE_TIME } from './query-client';

/** GET /api/locations/cities/:id/neighbourhoods: the sectors of a city. */
export function getNeighbourhoods(cityId: number, context: ApiReadContext = {}): Promise<Neighbourhood[]> {
  return apiGet(`/locations/cities/${cityId}/neighbourhoods`, context);
}

export function neighbourhoodsQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: ['locations', 'cities', cityId, 'neighbourhoods'],
    queryFn: (context) => getNeighbourhoods(cityId, context),
    staleTime: LOCATIONS_STALE_TIME,
  });
}

/** Disabled until a city is chosen (id 0 = any city, so no sectors to list). */
export function useNeighbourhoods(cityId: number) {
  return useQuery({ ...neighbourhoodsQueryOptions(cityId), enabled: cityId > 0 });
}
