import { LOOKUP_ROUTES, type CategoryItem } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, responseSchema } from '~/lib/api-client';
import { LOOKUPS_STALE_TIME } from '~/lib/query-client';

/** GET /api/lookups/categories: maintenance categories ('Categoría *'). */
export function getCategories(signal?: AbortSignal): Promise<CategoryItem[]> {
  return apiGet(LOOKUP_ROUTES.categories, { signal, schema: responseSchema('categoryListSchema') });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['lookups', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: LOOKUPS_STALE_TIME,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
