/** Gateway routes of the lookups (under /api). */
export const LOOKUP_ROUTES = {
  areas: '/lookups/areas',
  headquarters: '/lookups/headquarters',
  categories: '/lookups/categories',
  countries: '/lookups/countries',
} as const;
