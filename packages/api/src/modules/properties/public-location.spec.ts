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
  it('is the same point for the same key and code, another for another key', () => {
    const one = publishedPoint(KEY, '919-2863', 6.2101234, -75.5712345, false);
    expect(publishedPoint(KEY, '919-2863', 6.2101234, -75.5712345, false)).toEqual(one);
    expect(publishedPoint('b'.repeat(64), '919-2863', 6.2101234, -75.5712345, false)).not.toEqual(one);
    expect(one.exact).toBe(false);
  });

  it('lies 71 to 379 m from the place, in every direction, inside the published circle', () => {
    const distances: number[] = [];
    const bearings = new Set<string>();
    // Places all over Colombia (Leticia to La Guajira), 2,000 codes.
    for (let i = 0; i < 2000; i++) {
      const place = { lat: -4 + (i % 17) + (i % 7) * 0.01234, lng: -77 + (i % 11) * 0.3 + 0.000321 * i };
      const point = at(publishedPoint(KEY, `919-${1000 + i}`, place.lat, place.lng, false));
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

  it('keeps a listing the agency marked exact at its place, to three decimals', () => {
    expect(publishedPoint(KEY, '919-2863', 6.2101234, -75.5716789, true)).toEqual({
      latitude: 6.21,
      longitude: -75.572,
      exact: true,
    });
  });
});
