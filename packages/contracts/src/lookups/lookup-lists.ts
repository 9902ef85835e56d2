import { z } from 'zod';

/** `GET /api/lookups/areas` (PQRS responsible areas). */
export const areaSchema = z.object({ id: z.number().int(), name: z.string() });
export const areaListSchema = z.array(areaSchema);
export type AreaItem = z.infer<typeof areaSchema>;

/** `GET /api/lookups/headquarters` (the 12 branches a maintenance is reported to). */
export const headquarterSchema = z.object({ id: z.number().int(), headquarter: z.string() });
export const headquarterListSchema = z.array(headquarterSchema);
export type HeadquarterItem = z.infer<typeof headquarterSchema>;

/** `GET /api/lookups/categories` (maintenance categories). */
export const categorySchema = z.object({ id: z.number().int(), category: z.string() });
export const categoryListSchema = z.array(categorySchema);
export type CategoryItem = z.infer<typeof categorySchema>;

/** Gateway routes of the lookups (under /api). */
export const LOOKUP_ROUTES = {
  areas: '/lookups/areas',
  headquarters: '/lookups/headquarters',
  categories: '/lookups/categories',
  countries: '/lookups/countries',
} as const;
