// No zod here: the search page reads `bbox=` from its address on the browser's first page (see search-params.ts).

/** A map's visible area: its south-west and north-east corners, in decimal degrees. */
export interface Bbox {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

/** The search parameter: `bbox=south,west,north,east`. */
export const BBOX_PARAM = 'bbox';

/** Five decimals (about a metre): short addresses, and one key per area in the caches. */
const DECIMALS = 5;
const DEGREES = /^-?\d{1,3}(\.\d+)?$/;

/** `south,west,north,east` as a {@link Bbox}, or null when it is not a valid area (no wrap across ±180°). */
export function parseBbox(text: string | null | undefined): Bbox | null {
  const parts = (text ?? '').split(',');
  if (parts.length !== 4 || parts.some((part) => !DEGREES.test(part.trim()))) return null;
  const [south, west, north, east] = parts.map((part) => Number(Number(part).toFixed(DECIMALS))) as [
    number,
    number,
    number,
    number,
  ];
  const valid = south >= -90 && north <= 90 && west >= -180 && east <= 180 && south < north && west < east;
  return valid ? { south, west, north, east } : null;
}

export function formatBbox({ south, west, north, east }: Bbox): string {
  return [south, west, north, east].map((degrees) => Number(degrees.toFixed(DECIMALS))).join(',');
}

export function bboxContains(bbox: Bbox, latitude: number, longitude: number): boolean {
  return latitude >= bbox.south && latitude <= bbox.north && longitude >= bbox.west && longitude <= bbox.east;
}
