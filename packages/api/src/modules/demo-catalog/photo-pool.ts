import { PHOTO_HEIGHTS, PHOTO_WIDTHS } from '@inmo/contracts';

/** The pool of generated illustrations the catalog's photos point at; keys look like "living-03". */
export const PHOTO_CATEGORIES = {
  building: 8,
  house: 8,
  living: 8,
  kitchen: 6,
  bedroom: 6,
  bathroom: 5,
  balcony: 5,
  office: 5,
  storefront: 4,
  warehouse: 4,
  land: 4,
  farm: 5,
} as const;
export type PhotoCategory = keyof typeof PHOTO_CATEGORIES;

export const PHOTO_SIZES = {
  small: { width: PHOTO_WIDTHS.small, height: PHOTO_HEIGHTS.small },
  large: { width: PHOTO_WIDTHS.large, height: PHOTO_HEIGHTS.large },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** Bumped whenever the illustrations change, so immutable cached URLs never serve stale art. */
export const PHOTO_VERSION = 'v2';

export function photoKey(category: PhotoCategory, variant: number): string {
  return `${category}-${String(variant).padStart(2, '0')}`;
}

export const PHOTO_KEYS: readonly string[] = (Object.keys(PHOTO_CATEGORIES) as PhotoCategory[]).flatMap((c) =>
  Array.from({ length: PHOTO_CATEGORIES[c] }, (_, i) => photoKey(c, i + 1)),
);

export function parsePhotoKey(key: string): { category: PhotoCategory; variant: number } | null {
  const m = /^([a-z]+)-(\d{2})$/.exec(key);
  if (!m) return null;
  const category = m[1] as PhotoCategory;
  const variant = Number(m[2]);
  // Own keys only: `in` also accepts what every object inherits ("constructor-01" rendered a picture).
  if (!Object.hasOwn(PHOTO_CATEGORIES, category) || variant < 1 || variant > PHOTO_CATEGORIES[category])
    return null;
  return { category, variant };
}

export function photoUrl(key: string, size: PhotoSize): string {
  return `/api/media/catalog/${PHOTO_VERSION}/${key}-${size}.webp`;
}

/** Photo categories per property type id, the first one being the cover. */
export const PHOTO_PLAN: Readonly<Record<number, readonly PhotoCategory[]>> = {
  1: ['building', 'living', 'kitchen', 'bedroom', 'bathroom', 'balcony', 'bedroom', 'living'],
  2: ['house', 'living', 'kitchen', 'bedroom', 'bathroom', 'bedroom', 'living', 'balcony'],
  3: ['building', 'office', 'bathroom', 'office'],
  4: ['building', 'office', 'office', 'bathroom', 'office'],
  5: ['storefront', 'office', 'storefront', 'bathroom'],
  6: ['warehouse', 'warehouse', 'office', 'warehouse'],
  7: ['land', 'land', 'farm', 'land'],
  8: ['farm', 'house', 'living', 'kitchen', 'bedroom', 'land', 'farm', 'bathroom'],
  10: ['building', 'building', 'office', 'living', 'balcony'],
  11: ['building', 'living', 'kitchen', 'bathroom', 'balcony'],
};
