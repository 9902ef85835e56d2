import { type City } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';
import { LOCATIONS_STALE_TIME } from '~/lib/query-client';

/** GET /api/locations/departments/:id/cities. */
export function getDepartmentCities(departmentId: number, signal?: AbortSignal): Promise<City[]> {
  return apiGet(`/locations/departments/${departmentId}/cities`, { signal });
}

export function departmentCitiesQueryOptions(departmentId: number) {
  return queryOptions({
    queryKey: ['locations', 'departments', departmentId, 'cities'],
    queryFn: ({ signal }) => getDepartmentCities(departmentId, signal),
    staleTime: LOCATIONS_STALE_TIME,
  });
}

/** Disabled until a department is chosen (id 0). */
export function useDepartmentCities(departmentId: number) {
  return useQuery({ ...departmentCitiesQueryOptions(departmentId), enabled: departmentId > 0 });
}
