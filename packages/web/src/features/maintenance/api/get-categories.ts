import { LOOKUP_ROUTES, type CategoryItem } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, responseSchema, type ApiReadContext } from '~/lib/api-client';
import { LOOKUPS_STALE_TIME } from '~/lib/query-client';

/** GET /api/lookups/categories: maintenance categories ('Categoría *'). */
export function getCategories(context: ApiReadContext = {}): Promise<CategoryItem[]> {
  return apiGet(LOOKUP_ROUTES.categories, { ...context, schema: responseSchema('categoryListSchema') });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['lookups', 'categories'],
    queryFn: (context) => getCategories(context),
    staleTime: LOOKUPS_STALE_TIME,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
