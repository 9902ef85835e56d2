import { n as useQuery, t as queryOptions } from "./queryOptions-DNYw4X0d.js";
import { n as apiGet } from "../entry-server.js";
// src/features/properties/api/get-departments.ts
/** Lists of places change with the inventory, not by the minute. */
var LOCATIONS_STALE_TIME = 18e5;
/** GET /api/locations/departments: departments where the agency has listings. */
function getDepartments(signal) {
	return apiGet("/locations/departments", { signal });
}
function departmentsQueryOptions() {
	return queryOptions({
		queryKey: ["locations", "departments"],
		queryFn: ({ signal }) => getDepartments(signal),
		staleTime: LOCATIONS_STALE_TIME
	});
}
function useDepartments() {
	return useQuery(departmentsQueryOptions());
}
// src/features/properties/api/get-neighbourhoods.ts
/** GET /api/locations/cities/:id/neighbourhoods: the sectors of a city. */
function getNeighbourhoods(cityId, signal) {
	return apiGet(`/locations/cities/${cityId}/neighbourhoods`, { signal });
}
function neighbourhoodsQueryOptions(cityId) {
	return queryOptions({
		queryKey: [
			"locations",
			"cities",
			cityId,
			"neighbourhoods"
		],
		queryFn: ({ signal }) => getNeighbourhoods(cityId, signal),
		staleTime: LOCATIONS_STALE_TIME
	});
}
/** Disabled until a city is chosen (id 0 = any city, so no sectors to list). */
function useNeighbourhoods(cityId) {
	return useQuery({
		...neighbourhoodsQueryOptions(cityId),
		enabled: cityId > 0
	});
}
export { LOCATIONS_STALE_TIME as n, useDepartments as r, useNeighbourhoods as t };
