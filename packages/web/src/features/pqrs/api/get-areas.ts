import { LOOKUP_ROUTES, type AreaItem } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, responseSchema } from '~/lib/api-client';
import { LOOKUPS_STALE_TIME } from '~/lib/query-client';

/** GET /api/lookups/areas: PQRS responsible areas. */
export function getAreas(signal?: AbortSignal): Promise<AreaItem[]> {
  return apiGet(LOOKUP_ROUTES.areas, { signal, schema: responseSchema('areaListSchema') });
}

export function areasQueryOptions() {
  return queryOptions({
    queryKey: ['lookups', 'areas'],
    queryFn: ({ signal }) => getAreas(signal),
    staleTime: LOOKUPS_STALE_TIME,
  });
}

export function useAreas() {
  return useQuery(areasQueryOptions());
}
