import { LOOKUP_ROUTES, type HeadquarterItem } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, responseSchema } from '~/lib/api-client';
import { LOOKUPS_STALE_TIME } from '~/lib/query-client';

/** GET /api/lookups/headquarters: the 12 branches ('Reportar a *'). */
export function getHeadquarters(signal?: AbortSignal): Promise<HeadquarterItem[]> {
  return apiGet(LOOKUP_ROUTES.headquarters, { signal, schema: responseSchema('headquarterListSchema') });
}

export function headquartersQueryOptions() {
  return queryOptions({
    queryKey: ['lookups', 'headquarters'],
    queryFn: ({ signal }) => getHeadquarters(signal),
    staleTime: LOOKUPS_STALE_TIME,
  });
}

export function useHeadquarters() {
  return useQuery(headquartersQueryOptions());
}
