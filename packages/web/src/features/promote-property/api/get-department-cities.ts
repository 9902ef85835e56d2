import { type City } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiReadContext } from '~/lib/api-client';
import { LOCATIONS_STALE_TIME } from '~/lib/query-client';

/** GET /api/locations/departments/:id/cities. */
export function getDepartmentCities(departmentId: number, context: ApiReadContext = {}): Promise<City[]> {
  return apiGet(`/locations/departments/${departmentId}/cities`, context);
}

export function departmentCitiesQueryOptions(departmentId: number) {
  return queryOptions({
    queryKey: ['locations', 'departments', departmentId, 'cities'],
    queryFn: (context) => getDepartmentCities(departmentId, context),
    staleTime: LOCATIONS_STALE_TIME,
  });
}

/** Disabled until a department is chosen (id 0). */
export function useDepartmentCities(departmentId: number) {
  return useQuery({ ...departmentCitiesQueryOptions(departmentId), enabled: departmentId > 0 });
}
