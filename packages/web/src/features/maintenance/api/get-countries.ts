import { LOOKUP_ROUTES, type Country } from '@inmo/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, responseSchema, type ApiReadContext } from '~/lib/api-client';
import { LOOKUPS_STALE_TIME } from '~/lib/query-client';

/** GET /api/lookups/countries: countries with Spanish names, calling codes and flags ('Pais o Indicativo'). */
export function getCountries(context: ApiReadContext = {}): Promise<Country[]> {
  return apiGet(LOOKUP_ROUTES.countries, { ...context, schema: responseSchema('countryListSchema') });
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['lookups', 'countries'],
    queryFn: (context) => getCountries(context),
    staleTime: LOOKUPS_STALE_TIME,
  });
}

/** `enabled`: whether to ask for the list yet. */
export function useCountries(enabled = true) {
  return useQuery({ ...countriesQueryOptions(), enabled });
}

/** Starts loading the list (once an hour at most), for a form the visitor has started on. */
export function usePrefetchCountries(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.prefetchQuery(countriesQueryOptions());
}
