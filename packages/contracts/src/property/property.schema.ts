import { z } from 'zod';

const gestionIdSchema = z.union([z.literal(1), z.literal(5)]);

export const propertyPhotoSchema = z.object({
  /** About 640x480, for cards and thumbnails. */
  small: z.string(),
  /** About 1600x1200, for the detail slider and lightbox. */
  large: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type PropertyPhoto = z.infer<typeof propertyPhotoSchema>;

export const propertyCardSchema = z.object({
  code: z.string(),
  gestionId: gestionIdSchema,
  gestion: z.string(),
  typeId: z.number().int(),
  type: z.string(),
  departmentId: z.number().int().nullable(),
  department: z.string(),
  cityId: z.number().int(),
  city: z.string(),
  neighbourhoodId: z.number().int().nullable(),
  neighbourhood: z.string(),
  /** Rent a month for Arriendo, sale price for Venta, COP: a 64-bit integer in the database, past 2^31 for some sales. */
  price: z.number().int(),
  adminFee: z.number().int().nullable(),
  estrato: z.number().int().nullable(),
  builtArea: z.number().nullable(),
  lotArea: z.number().nullable(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  parking: z.number().int(),
  photo: propertyPhotoSchema.nullable(),
  featured: z.boolean(),
  /** ISO date the listing entered the catalog; the default sort is by it, newest first. */
  listedAt: z.string(),
});
export type PropertyCard = z.infer<typeof propertyCardSchema>;

export const propertyFeatureSchema = z.object({
  name: z.string(),
  /** A KNOWN_FEATURES key when the web has an icon for it. */
  icon: z.string().nullable(),
});
export type PropertyFeature = z.infer<typeof propertyFeatureSchema>;

export const advisorSchema = z.object({
  name: z.string(),
  cellphone: z.string(),
  email: z.string().nullable(),
  /**
   * null when the source has no photo; the web then shows its default picture. Never built from the
   * advisor's national id (cedtercero): SIMI photos are served by the gateway under an opaque id.
   */
  photoUrl: z.string().nullable(),
});
export type Advisor = z.infer<typeof advisorSchema>;

export const propertyDetailSchema = propertyCardSchema.extend({
  description: z.string(),
  /** Years; 0 reads 'menos de un año'. */
  age: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * true: the coordinates are the listing's own place (the agency chose to show it); otherwise they are an
   * approximate point a few hundred metres away, drawn as a circle. Absent from a source's raw detail.
   */
  exactLocation: z.boolean().optional(),
  /** Name of the branch (BRANCHES) the listing belongs to, as shown on the branch chip. */
  branch: z.string().nullable(),
  /** Id (1..12) of that branch: the MAIL_BRANCHES routing. */
  branchId: z.number().int().nullable(),
  photos: z.array(propertyPhotoSchema),
  internalFeatures: z.array(propertyFeatureSchema),
  externalFeatures: z.array(propertyFeatureSchema),
  advisor: advisorSchema.nullable(),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export const propertySearchResultSchema = z.object({
  items: z.array(propertyCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** The price range actually applied, after the reset to the gestion's bounds. */
  valmin: z.number().int(),
  valmax: z.number().int(),
});
export type PropertySearchResult = z.infer<typeof propertySearchResultSchema>;

/** A listing as the map draws it (GET /api/properties/points). */
export const propertyPointSchema = z.object({
  code: z.string(),
  lat: z.number(),
  lng: z.number(),
  price: z.number().int(),
  typeId: z.number().int(),
});
export type PropertyPoint = z.infer<typeof propertyPointSchema>;

/** At most `limit` points, the newest first; `total` counts them all (more than `limit`: zoom in). */
export const propertyPointsResultSchema = z.object({
  items: z.array(propertyPointSchema),
  total: z.number().int(),
  limit: z.number().int(),
});
export type PropertyPointsResult = z.infer<typeof propertyPointsResultSchema>;

export const propertyListSchema = z.object({ items: z.array(propertyCardSchema) });
export type PropertyList = z.infer<typeof propertyListSchema>;
