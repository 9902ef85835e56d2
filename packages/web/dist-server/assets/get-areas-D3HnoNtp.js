import { c as object, r as array, s as number, u as string } from "./zod-jitless-QdzRbR37.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DNYw4X0d.js";
import { n as apiGet } from "../entry-server.js";
// ../contracts/src/lookups/lookup-lists.ts
/** `GET /api/lookups/areas` (PQRS responsible areas). */
var areaSchema = object({
	id: number().int(),
	name: string()
});
var areaListSchema = array(areaSchema);
/** `GET /api/lookups/headquarters` (the 12 branches a maintenance is reported to). */
var headquarterSchema = object({
	id: number().int(),
	headquarter: string()
});
var headquarterListSchema = array(headquarterSchema);
/** `GET /api/lookups/categories` (maintenance categories). */
var categorySchema = object({
	id: number().int(),
	category: string()
});
var categoryListSchema = array(categorySchema);
/** Gateway routes of the lookups (under /api). */
var LOOKUP_ROUTES = {
	areas: "/lookups/areas",
	headquarters: "/lookups/headquarters",
	categories: "/lookups/categories",
	countries: "/lookups/countries"
};
// src/features/pqrs/api/get-areas.ts
/** Lookups change with a deploy: keep them for the visit. */
var LOOKUPS_STALE_TIME = 36e5;
/** GET /api/lookups/areas: PQRS responsible areas. */
function getAreas(signal) {
	return apiGet(LOOKUP_ROUTES.areas, {
		signal,
		schema: areaListSchema
	});
}
function areasQueryOptions() {
	return queryOptions({
		queryKey: ["lookups", "areas"],
		queryFn: ({ signal }) => getAreas(signal),
		staleTime: LOOKUPS_STALE_TIME
	});
}
function useAreas() {
	return useQuery(areasQueryOptions());
}
export { headquarterListSchema as a, categoryListSchema as i, useAreas as n, LOOKUP_ROUTES as r, LOOKUPS_STALE_TIME as t };
