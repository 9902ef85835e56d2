import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBbox } from './bbox';
import { readPropertyCard } from './property-card.reader';
import { propertyCardSchema, type PropertyCard } from './property.schema';
import { readSearchParam, type SearchParamKey } from './search-params';
import { propertySearchQuerySchema } from './search-query.schema';

// The browser reads addresses and stored favorites without zod; these readers must agree with the
// schemas the gateway applies, whatever they are given.

const CARD: PropertyCard = {
  code: '919-1001',
  gestionId: 1,
  gestion: 'ARRIENDO',
  typeId: 1,
  type: 'Apartamento',
  departmentId: 5,
  department: 'Antioquia',
  cityId: 25974,
  city: 'Medellín',
  neighbourhoodId: null,
  neighbourhood: 'Laureles',
  price: 2_500_000,
  adminFee: null,
  estrato: 4,
  builtArea: 72.5,
  lotArea: null,
  bedrooms: 3,
  bathrooms: 2,
  parking: 1,
  photo: { small: '/a-small.webp', large: '/a-large.webp', width: 1600, height: null },
  featured: false,
  listedAt: '2026-11-01T00:00:00.000Z',
};

const odd = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constantFrom(1, 5, 0, Number.NaN, Infinity, 2 ** 60),
  fc.record({ small: fc.string(), large: fc.string(), width: fc.constant(null), height: fc.integer() }),
  fc.object(),
);

function schemaCard(value: unknown): PropertyCard | null {
  const parsed = propertyCardSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

describe('readPropertyCard', () => {
  it('keeps prices past 32 bits whole, as the schema does (SIMI sells lots at 4,324,250,000)', () => {
    const lot = { ...CARD, gestionId: 5 as const, price: 4_324_250_000, adminFee: 3_000_000_000 };
    expect(propertyCardSchema.parse(lot)).toEqual(lot);
    expect(readPropertyCard(lot)).toEqual(lot);
  });

  it('keeps a card and drops the fields a card does not have', () => {
    expect(readPropertyCard({ ...CARD, description: 'x', photos: [] })).toEqual(CARD);
    expect(readPropertyCard(null)).toBeNull();
    expect(readPropertyCard([CARD])).toBeNull();
  });

  it('agrees with propertyCardSchema when any field holds anything', () => {
    const fields = Object.keys(CARD) as (keyof PropertyCard)[];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields), odd, { maxKeys: 3 }), (changes) => {
        const value: Record<string, unknown> = { ...CARD, ...changes };
        for (const [field, v] of Object.entries(changes)) if (v === undefined) delete value[field];
        expect(readPropertyCard(value)).toEqual(schemaCard(value));
      }),
      { numRuns: 2000 },
    );
  });
});

/** `bbox` has its own reader, parseBbox (checked below). */
const PARAM_KEYS = Object.keys(propertySearchQuerySchema.shape).filter(
  (key) => key !== 'bbox',
) as SearchParamKey[];

describe('readSearchParam', () => {
  it('reads what the gateway takes and nothing else', () => {
    expect(readSearchParam('gestion', '5')).toBe(5);
    expect(readSearchParam('gestion', '3')).toBeUndefined();
    expect(readSearchParam('habitaciones', '6')).toBeUndefined();
    expect(readSearchParam('orden', 'menor-precio')).toBe('menor-precio');
    expect(readSearchParam('page', '')).toBeUndefined();
    expect(readSearchParam('valmin', null)).toBeUndefined();
  });

  it('agrees with propertySearchQuerySchema on any text', () => {
    const text = fc.oneof(
      fc.string(),
      fc.integer({ min: -10, max: 3_000_000_000 }).map(String),
      fc.double().map(String),
      fc.constantFrom('fecha', 'menor-precio', 'mayor-precio', ' 3 ', '0x10', '1e3', '5.0', '-0'),
    );
    fc.assert(
      fc.property(fc.constantFrom(...PARAM_KEYS), text, (key, raw) => {
        const parsed = propertySearchQuerySchema.shape[key].safeParse(raw);
        expect(readSearchParam(key, raw)).toEqual(parsed.success && raw !== '' ? parsed.data : undefined);
      }),
      { numRuns: 3000 },
    );
  });

  it('parseBbox agrees with propertySearchQuerySchema on any text', () => {
    const degrees = fc.double({ min: -200, max: 200, noNaN: true }).map((n) => n.toFixed(4));
    const text = fc.oneof(
      fc.string(),
      fc.tuple(degrees, degrees, degrees, degrees).map((parts) => parts.join(',')),
      fc.constantFrom('6.2,-75.6,6.3,-75.5', '6.3,-75.6,6.2,-75.5', '1e1,2,3,4'),
    );
    fc.assert(
      fc.property(text, (raw) => {
        const parsed = propertySearchQuerySchema.shape.bbox.safeParse(raw);
        expect(parseBbox(raw)).toEqual(parsed.success && raw !== '' ? parsed.data : null);
      }),
      { numRuns: 3000 },
    );
  });
});
