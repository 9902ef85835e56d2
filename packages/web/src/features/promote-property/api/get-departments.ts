import { type Department } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';
import { LOCATIONS_STALE_TIME } from '~/lib/query-client';

/** GET /api/locations/departments: departments where the agency has listings. */
export function getDepartments(signal?: AbortSignal): Promise<Department[]> {
  return apiGet('/locations/departments', { signal });
}

export function departmentsQueryOptions() {
  return queryOptions({
    queryKey: ['locations', 'departments'],
    queryFn: ({ signal }) => getDepartments(signal),
    staleTime: LOCATIONS_STALE_TIME,
  });
}

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
