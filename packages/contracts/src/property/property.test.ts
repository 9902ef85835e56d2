import { describe, expect, it } from 'vitest';
import { CITIES, PROPERTY_TYPES } from './index';
import {
  clampPriceRange,
  knownFeatureKey,
  normalizePropertyCode,
  pageCount,
  photoSrcSet,
  sameName,
  slugifyName,
} from './helpers';
import { EMPTY_SEARCH, SEARCH_FILTER_KEYS, SEARCH_VIEW_KEYS } from './search-params';
import { propertySearchQuerySchema } from './search-query.schema';

describe('property constants', () => {
  it('lists the 38 cities and 10 types of the spec with unique ids', () => {
    expect(CITIES).toHaveLength(38);
    expect(new Set(CITIES.map((c) => c.id)).size).toBe(38);
    expect(PROPERTY_TYPES.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11]);
  });
});

describe('normalizePropertyCode', () => {
  it('adds the 919- prefix only when missing', () => {
    expect(normalizePropertyCode('1234')).toBe('919-1234');
    expect(normalizePropertyCode(' 919-1234 ')).toBe('919-1234');
    expect(normalizePropertyCode('abc')).toBeNull();
    expect(normalizePropertyCode('919-')).toBeNull();
  });
});

describe('clampPriceRange', () => {
  it('resets values outside the bounds of the gestion', () => {
    expect(clampPriceRange(1, undefined, undefined)).toEqual({ valmin: 700_000, valmax: 50_000_000 });
    expect(clampPriceRange(1, 100, 900_000_000)).toEqual({ valmin: 700_000, valmax: 50_000_000 });
    expect(clampPriceRange(1, 1_000_000, 2_000_000)).toEqual({ valmin: 1_000_000, valmax: 2_000_000 });
    expect(clampPriceRange(5, 1_000_000, 2_000_000)).toEqual({ valmin: 100_000_000, valmax: 2_000_000_000 });
    expect(clampPriceRange(5, 300_000_000, 200_000_000)).toEqual({
      valmin: 100_000_000,
      valmax: 2_000_000_000,
    });
  });
});

describe('names', () => {
  it('matches names without regard to case or accents', () => {
    expect(slugifyName('Carmen de Viboral')).toBe('carmen-de-viboral');
    expect(sameName('MEDELLIN', 'Medellín')).toBe(true);
    expect(sameName('Itagui', 'Itagüí')).toBe(true);
    expect(sameName('Bello', 'Belén')).toBe(false);
  });
  it('recognises the known features however they are written', () => {
    expect(knownFeatureKey('  Salon Comunal ')).toBe('salon-comunal');
    expect(knownFeatureKey('BAÑO TURCO')).toBe('bano-turco');
    expect(knownFeatureKey('Shut de basura')).toBe('shut-basuras');
    expect(knownFeatureKey('Piscina')).toBeNull();
  });
  it('lists both photo files with their widths for srcset', () => {
    expect(photoSrcSet({ small: '/a-small.webp', large: '/a-large.webp' })).toBe(
      '/a-small.webp 800w, /a-large.webp 1600w',
    );
  });
  it('counts pages', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

describe('propertySearchQuerySchema', () => {
  it('names every parameter either a filter (what an alert follows), a way of viewing, or the map area', () => {
    expect([...SEARCH_FILTER_KEYS, ...SEARCH_VIEW_KEYS, 'bbox'].sort()).toEqual(
      Object.keys(propertySearchQuerySchema.shape).sort(),
    );
  });

  it('answers an empty query with the empty search', () => {
    expect(propertySearchQuerySchema.parse({})).toEqual(EMPTY_SEARCH);
    expect(propertySearchQuerySchema.parse({ gestion: '', orden: '', page: '' })).toEqual(EMPTY_SEARCH);
  });

  it('applies defaults and coerces query strings', () => {
    expect(propertySearchQuerySchema.parse({})).toEqual({
      gestion: 1,
      tipo: 0,
      ciudad: 0,
      barrio: 0,
      valmin: undefined,
      valmax: undefined,
      habitaciones: 0,
      banos: 0,
      parqueaderos: 0,
      orden: 'fecha',
      page: 1,
    });
    const q = propertySearchQuerySchema.parse({
      gestion: '5',
      ciudad: '25974',
      valmin: '',
      orden: 'menor-precio',
    });
    expect(q).toMatchObject({ gestion: 5, ciudad: 25974, valmin: undefined, orden: 'menor-precio' });
  });
  it('names the bad field in Spanish', () => {
    const r = propertySearchQuerySchema.safeParse({ gestion: '3', habitaciones: '9', orden: 'x', page: '0' });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'gestion: debe ser 0, 1 (Arriendo) o 5 (Venta)',
        'habitaciones: debe estar entre 0 y 5',
        'orden: debe ser fecha, menor-precio o mayor-precio',
        'page: debe ser 1 o mayor',
      ]),
    );
  });
});
