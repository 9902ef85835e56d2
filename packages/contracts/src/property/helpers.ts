import {
  GESTION,
  KNOWN_FEATURES,
  PHOTO_WIDTHS,
  PRICE_BOUNDS,
  PROPERTY_CODE_PREFIX,
  type GestionId,
  type KnownFeatureKey,
  type PriceBounds,
} from './constants';

/** Lower-case, accents removed, runs of non-alphanumerics as one dash: 'Itagüí' -> 'itagui'. */
export function slugifyName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Compares two names without regard to case, accents, spacing or dashes. */
export function sameName(a: string, b: string): boolean {
  return slugifyName(a) === slugifyName(b);
}

/**
 * Normalises a property code as typed by a visitor: '1234', '919-1234' and ' 919-1234 ' all give
 * '919-1234'. Returns null when it cannot be a code.
 */
export function normalizePropertyCode(input: string): string | null {
  const value = input.trim();
  if (/^\d{1,9}$/.test(value)) return `${PROPERTY_CODE_PREFIX}${value}`;
  if (/^\d{1,6}-\d{1,9}$/.test(value)) return value;
  return null;
}

export function isGestionId(value: number): value is GestionId {
  return value === GESTION.ANY || value === GESTION.ARRIENDO || value === GESTION.VENTA;
}

export function priceBoundsFor(gestion: number): PriceBounds {
  return isGestionId(gestion) ? PRICE_BOUNDS[gestion] : PRICE_BOUNDS[GESTION.ARRIENDO];
}

/**
 * Spec §4/§5: a min or max outside the bounds of the current gestion (or missing) is reset to that bound;
 * a min above the max resets both.
 */
export function clampPriceRange(
  gestion: number,
  valmin: number | undefined,
  valmax: number | undefined,
): { valmin: number; valmax: number } {
  const { min, max } = priceBoundsFor(gestion);
  const lo = valmin === undefined || valmin < min || valmin > max ? min : valmin;
  const hi = valmax === undefined || valmax > max || valmax < min ? max : valmax;
  return lo > hi ? { valmin: min, valmax: max } : { valmin: lo, valmax: hi };
}

/** Maps a feature description (as SIMI or the catalog writes it) to a known icon key, if any. */
export function knownFeatureKey(description: string): KnownFeatureKey | null {
  const slug = slugifyName(description);
  const hit = KNOWN_FEATURES.find(
    (f) => slug === f.key || slug === slugifyName(f.name) || (f.key === 'shut-basuras' && /^shut/.test(slug)),
  );
  return hit ? hit.key : null;
}

/** Total pages for a total and page size; 0 results give 0 pages. */
export function pageCount(total: number, pageSize: number): number {
  return total <= 0 ? 0 : Math.ceil(total / pageSize);
}

/** `srcset` of a listing photo: the browser picks the file that fits the image's size on screen. */
export function photoSrcSet(photo: { small: string; large: string }): string {
  return `${photo.small} ${PHOTO_WIDTHS.small}w, ${photo.large} ${PHOTO_WIDTHS.large}w`;
}
