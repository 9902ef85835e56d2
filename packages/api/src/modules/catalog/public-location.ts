import { createHmac } from 'node:crypto';

/**
 * How far a listing's published point lies from its place: a fixed distance per place between these, in a
 * fixed direction, both drawn from an HMAC of the place (PLACE_DECIMALS) under a secret key. With the 3-decimal rounding
 * (up to 79 m) the place is 71 to 379 m from the point: always inside the 400 m circle the listing's page
 * draws (property-location-map.tsx), never at its centre.
 */
export const LOCATION_OFFSET_METRES = { min: 150, max: 300 } as const;

/** The circle around a published point that holds the listing (the page draws it; tests check it). */
export const PUBLISHED_UNCERTAINTY_METRES = 400;

const METRES_PER_DEGREE_LATITUDE = 111_320;

/**
 * Decimals of the place the offset is drawn from (about 11 m): listings of one building share one offset, so
 * one published point. Drawn per listing, the offsets of ten flats in a tower averaged out near the tower.
 */
const PLACE_DECIMALS = 4;

/**
 * Coordinates as the site publishes them: three decimals (about 110 m), also for a listing shown at its exact
 * place (the agency chose so: a pin, not an address).
 */
export function roundDegrees(degrees: number): number {
  return Math.round(degrees * 1000) / 1000;
}

export interface PublishedPoint {
  readonly latitude: number;
  readonly longitude: number;
  /** true: the listing's own place (rounded); false: a point 150 to 300 m away. */
  readonly exact: boolean;
}

/**
 * The only point the site shows, filters and mails for a listing (issue 35): the same for every process,
 * every request and every listing at that place (so bisecting a map area converges on it, not on the listing), not computable without the
 * key. `exact` keeps the listing's own place.
 */
export function publishedPoint(
  key: string,
  latitude: number,
  longitude: number,
  exact: boolean,
): PublishedPoint {
  if (exact) return { latitude: roundDegrees(latitude), longitude: roundDegrees(longitude), exact };
  // The offset starts from the place, so every listing of the place ends on the same rounded point.
  const lat = Number(latitude.toFixed(PLACE_DECIMALS));
  const lon = Number(longitude.toFixed(PLACE_DECIMALS));
  const hash = createHmac('sha256', key).update(`ubicacion:${lat},${lon}`).digest();
  const angle = (hash.readUInt32BE(0) / 2 ** 32) * 2 * Math.PI;
  const { min, max } = LOCATION_OFFSET_METRES;
  const metres = min + (hash.readUInt32BE(4) / 2 ** 32) * (max - min);
  const north = (metres * Math.cos(angle)) / METRES_PER_DEGREE_LATITUDE;
  const east = (metres * Math.sin(angle)) / (METRES_PER_DEGREE_LATITUDE * Math.cos((lat * Math.PI) / 180));
  return { latitude: roundDegrees(lat + north), longitude: roundDegrees(lon + east), exact };
}

/** Metres between two points (haversine): the tests' and the digest's measure. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * Degrees around an area that hold every listing whose published point is inside it (379 m at most, up to
 * latitude 13°: all of Colombia); the digest's SQL reads these, then keeps the points inside.
 */
export const PUBLISHED_POINT_MARGIN_DEGREES = 0.005;
