import { LOOKUP_ROUTES, type AreaItem } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, responseSchema, type ApiReadContext } from '~/lib/api-client';
import { LOOKUPS_STALE_TIME } from '~/lib/query-client';

/** GET /api/lookups/areas: PQRS responsible areas. */
export function getAreas(context: ApiReadContext = {}): Promise<AreaItem[]> {
  return apiGet(LOOKUP_ROUTES.areas, { ...context, schema: responseSchema('areaListSchema') });
}

export function areasQueryOptions() {
  return queryOptions({
    queryKey: ['lookups', 'areas'],
    queryFn: (context) => getAreas(context),
    staleTime: LOOKUPS_STALE_TIME,
  });
}

export function useAreas() {
  return useQuery(areasQueryOptions());
}
