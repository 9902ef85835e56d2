import { type Department } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiReadContext } from '~/lib/api-client';
import { LOCATIONS_STALE_TIME } from '~/lib/query-client';

/** GET /api/locations/departments: departments where the agency has listings. */
export function getDepartments(context: ApiReadContext = {}): Promise<Department[]> {
  return apiGet('/locations/departments', context);
}

export function departmentsQueryOptions() {
  return queryOptions({
    queryKey: ['locations', 'departments'],
    queryFn: (context) => getDepartments(context),
    staleTime: LOCATIONS_STALE_TIME,
  });
}

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
