import { describe, expect, it } from 'vitest';
import {
  changeFilter,
  clampCounter,
  DEFAULT_FILTER,
  filterFromSearchParams,
  filterToSearchParams,
  FILTER_STORAGE_KEY,
  presetFilter,
  priceRange,
  readStoredFilter,
  sameFilter,
  writeStoredFilter,
} from './search-filter';

describe('URL <-> filter', () => {
  it('reads every filter from the query and writes back only what differs from the defaults', () => {
    const params = new URLSearchParams(
      'gestion=5&tipo=2&ciudad=25999&barrio=2599904&valmin=300000000&valmax=900000000&habitaciones=3&banos=2&parqueaderos=1&orden=menor-precio&page=4',
    );
    const filter = filterFromSearchParams(params);
    expect(filter).toEqual({
      gestion: 5,
      tipo: 2,
      ciudad: 25999,
      barrio: 2599904,
      valmin: 300_000_000,
      valmax: 900_000_000,
      habitaciones: 3,
      banos: 2,
      parqueaderos: 1,
      orden: 'menor-precio',
      page: 4,
    });
    expect(Object.fromEntries(filterToSearchParams(filter))).toEqual(Object.fromEntries(params));
    expect(filterToSearchParams(DEFAULT_FILTER).toString()).toBe('');
  });

  it('ignores invalid values and prices outside the bounds of the gestion', () => {
    const filter = filterFromSearchParams(
      new URLSearchParams('gestion=7&habitaciones=9&orden=barato&page=-1&valmin=5&valmax=900000000000'),
    );
    expect(filter).toEqual(DEFAULT_FILTER);
    expect(priceRange(filter)).toEqual([700_000, 50_000_000]);
  });

  it('drops the sector when no city is chosen', () => {
    expect(filterFromSearchParams(new URLSearchParams('barrio=12')).barrio).toBe(0);
  });

  it('keeps a preset in the path and writes explicit overrides, including "any"', () => {
    const base = presetFilter({ gestion: 'venta', ubicacion: 'medellin', tipoPropiedad: 'apartamento' });
    expect(base).toMatchObject({ gestion: 5, ciudad: 25974, tipo: 1 });
    expect(filterToSearchParams(base, base).toString()).toBe('');
    const anyCity = changeFilter(base, { ciudad: 0 });
    const params = filterToSearchParams(anyCity, base);
    expect(params.get('ciudad')).toBe('0');
    expect(filterFromSearchParams(params, base).ciudad).toBe(0);
  });
});

describe("the map's area", () => {
  it('reads bbox= with the other filters, writes it back, and counts it in comparisons', () => {
    const filter = filterFromSearchParams(new URLSearchParams('gestion=5&bbox=6.2,-75.62,6.28,-75.55&zzz=1'));
    expect(filter.bbox).toEqual({ south: 6.2, west: -75.62, north: 6.28, east: -75.55 });
    expect(filterToSearchParams(filter).toString()).toBe('gestion=5&bbox=6.2%2C-75.62%2C6.28%2C-75.55');
    expect(sameFilter(filter, { ...filter, bbox: undefined })).toBe(false);
    expect(sameFilter(filter, { ...filter })).toBe(true);
    // Another filter keeps the area; removing it is a change of its own.
    expect(changeFilter(filter, { habitaciones: 2 }).bbox).toEqual(filter.bbox);
    expect(changeFilter(filter, { bbox: undefined }).bbox).toBeUndefined();
  });

  it('takes no area from a bad bbox, and brings a stored one back', () => {
    expect(filterFromSearchParams(new URLSearchParams('bbox=6.3,-75.6,6.2,-75.5')).bbox).toBeUndefined();
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    } as unknown as Storage;
    writeStoredFilter(filterFromSearchParams(new URLSearchParams('bbox=6.2,-75.62,6.28,-75.55')), fake);
    expect(readStoredFilter(fake)?.bbox).toEqual({ south: 6.2, west: -75.62, north: 6.28, east: -75.55 });
  });
});

describe('preset routes', () => {
  it('matches names without regard to case or accents and accepts ids and 0', () => {
    expect(presetFilter({ gestion: 'VENTA', ubicacion: 'Itagui', tipoPropiedad: 'CASA' })).toMatchObject({
      gestion: 5,
      ciudad: 26001,
      tipo: 2,
    });
    expect(
      presetFilter({ gestion: 'Arriendo', ubicacion: 'el-penol', tipoPropiedad: 'apartaestudio' }),
    ).toMatchObject({ gestion: 1, ciudad: 26119, tipo: 11 });
    expect(presetFilter({ gestion: '5', ubicacion: '25999', tipoPropiedad: '0' })).toMatchObject({
      gestion: 5,
      ciudad: 25999,
      tipo: 0,
    });
    expect(presetFilter({ gestion: '0', ubicacion: 'atlantis', tipoPropiedad: 'castillo' })).toEqual(
      DEFAULT_FILTER,
    );
  });
});

describe('changeFilter', () => {
  const onPage3 = { ...DEFAULT_FILTER, page: 3 };

  it('goes back to page 1 on any change but the page itself', () => {
    expect(changeFilter(onPage3, { tipo: 2 }).page).toBe(1);
    expect(changeFilter(onPage3, { orden: 'mayor-precio' }).page).toBe(1);
    expect(changeFilter(onPage3, { habitaciones: 2 }).page).toBe(1);
    expect(changeFilter(onPage3, { page: 5 }).page).toBe(5);
  });

  it('resets the prices to the bounds of the new gestion', () => {
    const rent = changeFilter(DEFAULT_FILTER, { valmin: 1_000_000, valmax: 3_000_000 });
    expect(priceRange(rent)).toEqual([1_000_000, 3_000_000]);
    const sale = changeFilter(rent, { gestion: 5 });
    expect(sale.valmin).toBeUndefined();
    expect(priceRange(sale)).toEqual([100_000_000, 2_000_000_000]);
  });

  it('clears the sector when the city changes and clamps counters to 0-5', () => {
    const withSector = changeFilter(DEFAULT_FILTER, { ciudad: 25974, barrio: 2597414 });
    expect(withSector.barrio).toBe(2597414);
    expect(changeFilter(withSector, { ciudad: 25999 }).barrio).toBe(0);
    expect(changeFilter(DEFAULT_FILTER, { banos: 9 }).banos).toBe(5);
    expect(changeFilter(DEFAULT_FILTER, { banos: -1 }).banos).toBe(0);
    expect(clampCounter(Number.NaN)).toBe(0);
  });
});

describe('stored filter', () => {
  it('round-trips through local storage "filtro" and ignores garbage', () => {
    const filter = changeFilter(DEFAULT_FILTER, { ciudad: 25974, habitaciones: 2 });
    writeStoredFilter(filter);
    expect(readStoredFilter()).toEqual(filter);
    window.localStorage.setItem(FILTER_STORAGE_KEY, '{not json');
    expect(readStoredFilter()).toBeNull();
  });
});
