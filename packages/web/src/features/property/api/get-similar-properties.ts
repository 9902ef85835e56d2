import { type PropertyList } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiReadContext } from '~/lib/api-client';

/** GET /api/properties/:code/similar: same city and neighbourhood, cheapest first (spec §7). */
export function getSimilarProperties(code: string, context: ApiReadContext = {}): Promise<PropertyList> {
  return apiGet(`/properties/${encodeURIComponent(code)}/similar`, context);
}

export function similarPropertiesQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['properties', 'similar', code],
    queryFn: (context) => getSimilarProperties(code, context),
  });
}

export function useSimilarProperties(code: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...similarPropertiesQueryOptions(code), ...options });
}
