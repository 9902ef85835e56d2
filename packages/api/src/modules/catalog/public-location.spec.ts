import {
  distanceMetres,
  LOCATION_OFFSET_METRES,
  PUBLISHED_POINT_MARGIN_DEGREES,
  PUBLISHED_UNCERTAINTY_METRES,
  publishedPoint,
} from './public-location';

const KEY = 'a'.repeat(64);
const at = (p: { latitude: number; longitude: number }) => ({ lat: p.latitude, lng: p.longitude });

describe('publishedPoint', () => {
  it('is the same point for the same key and place, another for another key', () => {
    const one = publishedPoint(KEY, 6.2101234, -75.5712345, false);
    expect(publishedPoint(KEY, 6.2101234, -75.5712345, false)).toEqual(one);
    expect(publishedPoint('b'.repeat(64), 6.2101234, -75.5712345, false)).not.toEqual(one);
    expect(one.exact).toBe(false);
  });

  it('lies 71 to 379 m from the place, in every direction, inside the published circle', () => {
    const distances: number[] = [];
    const bearings = new Set<string>();
    // Places all over Colombia (Leticia to La Guajira), 2,000 codes.
    for (let i = 0; i < 2000; i++) {
      const place = { lat: -4 + (i % 17) + (i % 7) * 0.01234, lng: -77 + (i % 11) * 0.3 + 0.000321 * i };
      const point = at(publishedPoint(KEY, place.lat, place.lng, false));
      const d = distanceMetres(place, point);
      distances.push(d);
      bearings.add(`${Math.sign(point.lat - place.lat)}${Math.sign(point.lng - place.lng)}`);
      expect(Math.abs(point.lat - place.lat)).toBeLessThan(PUBLISHED_POINT_MARGIN_DEGREES);
      expect(Math.abs(point.lng - place.lng)).toBeLessThan(PUBLISHED_POINT_MARGIN_DEGREES);
    }
    expect(Math.min(...distances)).toBeGreaterThan(LOCATION_OFFSET_METRES.min - 79);
    expect(Math.max(...distances)).toBeLessThan(PUBLISHED_UNCERTAINTY_METRES);
    expect([...bearings]).toEqual(expect.arrayContaining(['11', '1-1', '-11', '-1-1']));
  });

  it('gives every listing at one place one point, 150 to 300 m away (their mean does not find the place)', () => {
    const place = { lat: 6.2101234, lng: -75.5712345 };
    const points = Array.from({ length: 10 }, () => at(publishedPoint(KEY, place.lat, place.lng, false)));
    expect(new Set(points.map((p) => `${p.lat},${p.lng}`)).size).toBe(1);
    const d = distanceMetres(place, points[0] ?? place);
    expect(d).toBeGreaterThan(LOCATION_OFFSET_METRES.min - 79);
    expect(d).toBeLessThan(LOCATION_OFFSET_METRES.max + 79);
    // A few metres apart (one building's geocodes) still share the point.
    expect(at(publishedPoint(KEY, place.lat + 0.00001, place.lng - 0.00001, false))).toEqual(points[0]);
  });

  it('keeps a listing the agency marked exact at its place, to three decimals', () => {
    expect(publishedPoint(KEY, 6.2101234, -75.5716789, true)).toEqual({
      latitude: 6.21,
      longitude: -75.572,
      exact: true,
    });
  });
});
