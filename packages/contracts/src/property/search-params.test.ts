import { describe, expect, it } from 'vitest';
import { GESTION } from './constants';
import {
  EMPTY_SEARCH,
  readSearchParam,
  savedSearchQuery,
  SEARCH_FILTER_KEYS,
  SEARCH_VIEW_KEYS,
  searchQueryString,
  writeSearchParams,
} from './search-params';
import { propertySearchQuerySchema } from './search-query.schema';

const bbox = { south: 6.2, west: -75.62, north: 6.28, east: -75.55 };
const search = {
  ...EMPTY_SEARCH,
  gestion: GESTION.VENTA,
  ciudad: 25974,
  valmax: 900_000_000,
  habitaciones: 2,
  orden: 'menor-precio' as const,
  page: 3,
  bbox,
};

describe('the one writer of a search as query parameters', () => {
  it("writes what differs from the defaults, in the site's order, the map's area last", () => {
    expect(writeSearchParams(search).toString()).toBe(
      'gestion=5&ciudad=25974&valmax=900000000&habitaciones=2&orden=menor-precio&page=3&bbox=6.2%2C-75.62%2C6.28%2C-75.55',
    );
    expect(writeSearchParams(EMPTY_SEARCH).toString()).toBe('');
  });

  it("leaves out what a preset page's path already says", () => {
    const preset = { ...EMPTY_SEARCH, gestion: GESTION.VENTA, ciudad: 25974 };
    expect(writeSearchParams({ ...preset, tipo: 2 }, { base: preset }).toString()).toBe('tipo=2');
  });

  it("names the gestion always for the gateway's query and a saved search; a saved search has no view", () => {
    expect(searchQueryString(EMPTY_SEARCH)).toBe('gestion=1');
    expect(savedSearchQuery(EMPTY_SEARCH)).toBe('gestion=1');
    expect(savedSearchQuery(search)).toBe(
      'gestion=5&ciudad=25974&valmax=900000000&habitaciones=2&bbox=6.2%2C-75.62%2C6.28%2C-75.55',
    );
  });

  it('reads back, through the reader and the gateway schema, as the search it wrote', () => {
    const params = writeSearchParams(search);
    const read = Object.fromEntries(
      [...SEARCH_FILTER_KEYS, ...SEARCH_VIEW_KEYS].map((k) => [
        k,
        readSearchParam(k, params.get(k)) ?? EMPTY_SEARCH[k],
      ]),
    );
    expect({ ...read, bbox }).toEqual(search);
    expect(
      propertySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(searchQueryString(search)))),
    ).toEqual(search);
  });
});
