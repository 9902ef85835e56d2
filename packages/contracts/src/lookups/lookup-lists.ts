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

/**
 * One country of 'Pais o Indicativo' as `GET /api/lookups/countries` serves it (spec §3: name,
 * translations.common, callingCode, suffixes, flag), from the maintained `world-countries` data.
 */
export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2, e.g. 'CO'. */
  code: z.string().length(2),
  /** English common name. */
  name: z.string().min(1),
  /** Spanish common name (translations.spa.common). */
  spanishName: z.string().min(1),
  /** International dialling root, e.g. '+5' for Colombia, '+1' for the North American plan. */
  callingCode: z.string().regex(/^\+\d+$/),
  /** What follows the root, e.g. ['7'] for Colombia, area codes for the United States. */
  suffixes: z.array(z.string().regex(/^\d+$/)),
  /** Flag emoji. */
  flag: z.string(),
});
export const countryListSchema = z.array(countrySchema);

export type Country = z.infer<typeof countrySchema>;
