import { c as PRICE_BOUNDS, i as KNOWN_FEATURES, n as GESTION, s as PHOTO_WIDTHS, u as PROPERTY_CODE_PREFIX } from "./constants-BK1M9iNp.js";
// ../contracts/src/property/helpers.ts
/** Lower-case, accents removed, runs of non-alphanumerics as one dash: 'Itagüí' -> 'itagui'. */
function slugifyName(value) {
	return value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
/** Compares two names without regard to case, accents, spacing or dashes. */
function sameName(a, b) {
	return slugifyName(a) === slugifyName(b);
}
/**
* Normalises a property code as typed by a visitor: '1234', '919-1234' and ' 919-1234 ' all give
* '919-1234'. Returns null when it cannot be a code.
*/
function normalizePropertyCode(input) {
	const value = input.trim();
	if (/^\d{1,9}$/.test(value)) return `${PROPERTY_CODE_PREFIX}${value}`;
	if (/^\d{1,6}-\d{1,9}$/.test(value)) return value;
	return null;
}
function isGestionId(value) {
	return value === GESTION.ANY || value === GESTION.ARRIENDO || value === GESTION.VENTA;
}
function priceBoundsFor(gestion) {
	return isGestionId(gestion) ? PRICE_BOUNDS[gestion] : PRICE_BOUNDS[GESTION.ARRIENDO];
}
/**
* Spec §4/§5: a min or max outside the bounds of the current gestion (or missing) is reset to that bound;
* a min above the max resets both.
*/
function clampPriceRange(gestion, valmin, valmax) {
	const { min, max } = priceBoundsFor(gestion);
	const lo = valmin === void 0 || valmin < min || valmin > max ? min : valmin;
	const hi = valmax === void 0 || valmax > max || valmax < min ? max : valmax;
	return lo > hi ? {
		valmin: min,
		valmax: max
	} : {
		valmin: lo,
		valmax: hi
	};
}
/** Maps a feature description (as SIMI or the catalog writes it) to a known icon key, if any. */
function knownFeatureKey(description) {
	const slug = slugifyName(description);
	const hit = KNOWN_FEATURES.find((f) => slug === f.key || slug === slugifyName(f.name) || f.key === "shut-basuras" && /^shut/.test(slug));
	return hit ? hit.key : null;
}
/** `srcset` of a listing photo: the browser picks the file that fits the image's size on screen. */
function photoSrcSet(photo) {
	return `${photo.small} ${PHOTO_WIDTHS.small}w, ${photo.large} ${PHOTO_WIDTHS.large}w`;
}
export { priceBoundsFor as a, photoSrcSet as i, knownFeatureKey as n, sameName as o, normalizePropertyCode as r, slugifyName as s, clampPriceRange as t };
