import { LOOKUP_ROUTES, type HeadquarterItem } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, responseSchema, type ApiReadContext } from '~/lib/api-client';
import { LOOKUPS_STALE_TIME } from '~/lib/query-client';

/** GET /api/lookups/headquarters: the 12 branches ('Reportar a *'). */
export function getHeadquarters(context: ApiReadContext = {}): Promise<HeadquarterItem[]> {
  return apiGet(LOOKUP_ROUTES.headquarters, { ...context, schema: responseSchema('headquarterListSchema') });
}

export function headquartersQueryOptions() {
  return queryOptions({
    queryKey: ['lookups', 'headquarters'],
    queryFn: (context) => getHeadquarters(context),
    staleTime: LOOKUPS_STALE_TIME,
  });
}

export function useHeadquarters() {
  return useQuery(headquartersQueryOptions());
}
