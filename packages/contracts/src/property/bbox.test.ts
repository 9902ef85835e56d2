import { describe, expect, it } from 'vitest';
import { bboxContains, formatBbox, parseBbox } from './bbox';

describe('parseBbox', () => {
  it('reads south,west,north,east, rounded to five decimals', () => {
    expect(parseBbox('6.2,-75.6,6.3,-75.5')).toEqual({ south: 6.2, west: -75.6, north: 6.3, east: -75.5 });
    expect(parseBbox(' 6.1234567 , -75.6 ,6.3,-75.5')).toEqual({
      south: 6.12346,
      west: -75.6,
      north: 6.3,
      east: -75.5,
    });
  });

  it('refuses what is not an area: corners swapped, out of range, not numbers, not four', () => {
    for (const text of [
      '6.3,-75.6,6.2,-75.5',
      '6.2,-75.5,6.3,-75.6',
      '6.2,-75.6,6.2,-75.5',
      '-91,-75.6,6.3,-75.5',
      '6.2,-181,6.3,-75.5',
      '6.2,-75.6,6.3',
      '6.2,-75.6,6.3,-75.5,1',
      'a,b,c,d',
      '1e2,-75.6,6.3,-75.5',
      '',
      null,
      undefined,
    ]) {
      expect(parseBbox(text), String(text)).toBeNull();
    }
  });

  it('writes what it reads', () => {
    const bbox = parseBbox('6.21,-75.61,6.29,-75.52');
    expect(bbox && formatBbox(bbox)).toBe('6.21,-75.61,6.29,-75.52');
    expect(bbox && bboxContains(bbox, 6.25, -75.58)).toBe(true);
    expect(bbox && bboxContains(bbox, 6.3, -75.58)).toBe(false);
  });
});
