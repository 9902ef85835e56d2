import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { openDatabase, type DatabaseHandle } from '#src/infra/db/database';
import { catalogProperties } from '#src/infra/db/schema/index';
import { seedCatalog } from '../demo-catalog/catalog.seeder';
import { SimiPropertySource } from '../simi/simi-property.source';
import { CatalogSearchIndex } from '../catalog/catalog-search.index';
import { CatalogRepository } from '../catalog/catalog.repository';
import { type SourceSearch } from '../catalog/property-source';
import { PublishedLocations } from '../catalog/published-locations.service';

/**
 * One search filter, three implementations: the SQL of CatalogRepository.filtersOf (through changedSince, on
 * PostgreSQL), the memory index's `matches` (CatalogSearchIndex) and the SIMI query (searchPath). For random
 * listings and random filters, the first two must select the same listings, and the SIMI query's parameters,
 * read as spec §7 defines them, must select the same ones as well. Adding a filter means adding it here.
 */

interface Place {
  readonly departmentId: number;
  readonly cityId: number;
  readonly neighbourhoodId: number;
}

/** Few values, so that filters often land exactly on a listing's price, count or coordinate. */
const PRICES = [700_000, 1_500_000, 2_000_000, 350_000_000];
const LATITUDES = [6.2, 6.21, 6.22, 6.23];
const LONGITUDES = [-75.6, -75.59, -75.58, -75.57];
const SINCE = new Date('2000-01-01T00:00:00Z');
const UNTIL = new Date('2100-01-01T00:00:00Z');
const ALL = 10_000;

/** What a `filtroInmueble` path asks SIMI for (spec §7: 0 means no filter; counts are minimums). */
function simiFilter(path: string): Record<string, number> {
  const parts = path.replace(/^v2\.1\.1\/filtroInmueble\//, '').split('/');
  const params: Record<string, number> = {};
  for (let i = 0; i < parts.length; i += 2) params[parts[i]!] = Number(parts[i + 1]);
  return params;
}

function simiSelects(f: Record<string, number>, l: ListingRow): boolean {
  const id = (value: number | undefined, actual: number) => !value || value === actual;
  const atLeast = (value: number | undefined, actual: number) => !value || actual >= value;
  return (
    id(f.ciudad, l.cityId) &&
    id(f.barrio, l.neighbourhoodId) &&
    id(f.tipoInm, l.typeId) &&
    id(f.tipOper, l.gestionId) &&
    (!f.valmin || l.price >= f.valmin) &&
    (!f.valmax || l.price <= f.valmax) &&
    atLeast(f.banios, l.bathrooms) &&
    atLeast(f.alcobas, l.bedrooms) &&
    atLeast(f.garajes, l.parking)
  );
}

interface ListingRow {
  readonly id: number;
  readonly gestionId: 1 | 5;
  readonly typeId: number;
  readonly cityId: number;
  readonly neighbourhoodId: number;
  readonly price: number;
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly parking: number;
  readonly withdrawn: boolean;
}

describe('one search filter: SQL, the memory index and the SIMI query agree (property-based)', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let places: Place[];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = await openDatabase({ databaseUrl: testDb.url, dataDir: '/nonexistent' });
    // The places (departments, cities, neighbourhoods) of a small seed; its listings are replaced per run.
    await seedCatalog(handle.db, { size: 30 });
    const rows = await handle.db.execute(
      sql`select distinct department_id as "departmentId", city_id as "cityId", neighbourhood_id as "neighbourhoodId"
            from catalog_properties order by 2, 3 limit 4`,
    );
    places = rows.rows as unknown as Place[];
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('selects the same listings for random listings and filters', async () => {
    expect(new Set(places.map((p) => p.cityId)).size).toBeGreaterThan(1);
    const listing = fc.record({
      gestionId: fc.constantFrom(1 as const, 5 as const),
      typeId: fc.integer({ min: 1, max: 3 }),
      place: fc.constantFrom(...places),
      price: fc.constantFrom(...PRICES),
      bedrooms: fc.integer({ min: 0, max: 4 }),
      bathrooms: fc.integer({ min: 0, max: 3 }),
      parking: fc.integer({ min: 0, max: 2 }),
      point: fc.option(fc.tuple(fc.constantFrom(...LATITUDES), fc.constantFrom(...LONGITUDES)), {
        nil: null,
      }),
      exactLocation: fc.boolean(),
      withdrawn: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    });
    /** Mostly no filter (`none`), so that several filters together still keep some listings. */
    const often = <T, N>(arbitrary: fc.Arbitrary<T>, none: N) =>
      fc.oneof({ weight: 3, arbitrary: fc.constant(none) }, { weight: 1, arbitrary });
    const sorted = (values: readonly number[]) =>
      fc
        .tuple(fc.constantFrom(...values), fc.constantFrom(...values))
        .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
    const filter = fc.record({
      gestion: fc.constantFrom(0, 1, 5),
      tipo: often(fc.integer({ min: 1, max: 3 }), 0),
      ciudad: often(fc.constantFrom(...places.map((p) => p.cityId)), 0),
      barrio: often(fc.constantFrom(...places.map((p) => p.neighbourhoodId)), 0),
      valmin: often(fc.constantFrom(...PRICES), undefined),
      valmax: often(fc.constantFrom(...PRICES), undefined),
      habitaciones: often(fc.integer({ min: 1, max: 4 }), 0),
      banos: often(fc.integer({ min: 1, max: 3 }), 0),
      parqueaderos: often(fc.integer({ min: 1, max: 2 }), 0),
      bbox: often(
        fc.tuple(sorted(LATITUDES), sorted(LONGITUDES)).map(([[south, north], [west, east]]) => ({
          south,
          north,
          west,
          east,
        })),
        undefined,
      ),
    });

    const RUNS = 100;
    // Runs whose filter kept some listings and left out others: the cases that tell implementations apart.
    let selective = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(listing, { minLength: 1, maxLength: 30 }), filter, async (generated, f) => {
        const rows: ListingRow[] = generated.map((l, i) => ({
          id: i + 1,
          gestionId: l.gestionId,
          typeId: l.typeId,
          cityId: l.place.cityId,
          neighbourhoodId: l.place.neighbourhoodId,
          price: l.price,
          bedrooms: l.bedrooms,
          bathrooms: l.bathrooms,
          parking: l.parking,
          withdrawn: l.withdrawn,
        }));
        await handle.db.execute(sql`delete from catalog_properties`);
        if (rows.length > 0) {
          await handle.db.insert(catalogProperties).values(
            generated.map((l, i) => ({
              id: i + 1,
              code: `919-${i + 1}`,
              gestionId: l.gestionId,
              typeId: l.typeId,
              departmentId: l.place.departmentId,
              cityId: l.place.cityId,
              neighbourhoodId: l.place.neighbourhoodId,
              price: l.price,
              bedrooms: l.bedrooms,
              bathrooms: l.bathrooms,
              parking: l.parking,
              description: 'Inmueble de prueba',
              latitude: l.point?.[0] ?? null,
              longitude: l.point?.[1] ?? null,
              exactLocation: l.exactLocation,
              listedAt: new Date(Date.UTC(2026, 0, 1 + i)),
              createdAt: new Date('2026-06-01T00:00:00Z'),
              withdrawnAt: l.withdrawn ? new Date('2026-06-02T00:00:00Z') : null,
            })),
          );
        }
        const q: SourceSearch = { ...f, orden: 'fecha', page: 1, pageSize: ALL };
        const repository = new CatalogRepository(
          handle.db,
          new PublishedLocations(handle.db, { EXACT_LOCATION_CODES: [] }),
        );
        // A fresh index per run: it would keep the previous run's listings for a minute.
        const index = new CatalogSearchIndex(repository);

        const bySql = await repository.changedSince(q, SINCE, UNTIL, ALL);
        const inMemory = await index.page(q);
        const context = JSON.stringify({ filter: f, rows });
        expect({ context, ids: bySql.rows.map((r) => r.id).sort((a, b) => a - b) }).toEqual({
          context,
          ids: [...inMemory.ids].sort((a, b) => a - b),
        });
        expect(bySql.total).toBe(inMemory.total);
        const live = rows.filter((r) => !r.withdrawn).length;
        if (inMemory.total > 0 && inMemory.total < live) selective++;

        // SIMI has no area (a map search waits for the synced catalog): its query is checked without one.
        const withoutArea = { ...q, bbox: undefined };
        const simi = simiFilter(SimiPropertySource.searchPath(withoutArea));
        const bySimi = rows.filter((r) => !r.withdrawn && simiSelects(simi, r)).map((r) => r.id);
        expect({ context, ids: bySimi }).toEqual({
          context,
          ids: [...(await new CatalogSearchIndex(repository).page(withoutArea)).ids].sort((a, b) => a - b),
        });
      }),
      { numRuns: RUNS },
    );
    expect(selective).toBeGreaterThan(RUNS / 10);
  }, 300_000);
});
