import { type PropertyList } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';

/** GET /api/properties/:code/similar: same city and neighbourhood, cheapest first (spec §7). */
export function getSimilarProperties(code: string, signal?: AbortSignal): Promise<PropertyList> {
  return apiGet(`/properties/${encodeURIComponent(code)}/similar`, { signal });
}

export function similarPropertiesQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['properties', 'similar', code],
    queryFn: ({ signal }) => getSimilarProperties(code, signal),
  });
}

export function useSimilarProperties(code: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...similarPropertiesQueryOptions(code), ...options });
}
