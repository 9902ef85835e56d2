import { type PropertyPointsResult, type SortOption } from '@inmo/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { openDriverDatabase, type DriverDatabase } from '#test/test-database';
import { type DatabaseHandle } from '#src/infra/db/database';
import { CatalogSearchIndex } from './catalog-search.index';
import { CatalogRepository } from './catalog.repository';
import { seedCatalog } from '../demo-catalog/catalog.seeder';
import { SeededRandom } from '../demo-catalog/seeded-random';
import { LocalPropertySource } from './local-property.source';
import { type SourceSearch } from './property-source';
import { PublishedLocations } from './published-locations.service';

interface Row {
  readonly id: number;
  readonly gestion_id: number;
  readonly type_id: number;
  readonly city_id: number;
  readonly neighbourhood_id: number;
  readonly price: number;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly parking: number;
}

/** The reference: a search's filters in plain SQL, written apart from CatalogRepository.filtersOf. */
function where(q: SourceSearch): SQL {
  const parts = [sql`withdrawn_at is null`];
  if (q.gestion) parts.push(sql`gestion_id = ${q.gestion}`);
  if (q.tipo) parts.push(sql`type_id = ${q.tipo}`);
  if (q.ciudad) parts.push(sql`city_id = ${q.ciudad}`);
  if (q.barrio) parts.push(sql`neighbourhood_id = ${q.barrio}`);
  if (q.valmin !== undefined) parts.push(sql`price >= ${q.valmin}`);
  if (q.valmax !== undefined) parts.push(sql`price <= ${q.valmax}`);
  if (q.habitaciones) parts.push(sql`bedrooms >= ${q.habitaciones}`);
  if (q.banos) parts.push(sql`bathrooms >= ${q.banos}`);
  if (q.parqueaderos) parts.push(sql`parking >= ${q.parqueaderos}`);
  // Areas hold a listing by its published point (written by the test beside the exact one).
  if (q.bbox) {
    parts.push(sql`pub_lat between ${q.bbox.south} and ${q.bbox.north}`);
    parts.push(sql`pub_lng between ${q.bbox.west} and ${q.bbox.east}`);
  }
  return sql.join(parts, sql` and `);
}

const ORDER_BY: Record<SortOption, SQL> = {
  fecha: sql`listed_at desc, id desc`,
  'menor-precio': sql`price asc, id asc`,
  'mayor-precio': sql`price desc, id desc`,
};

/**
 * A random search around a random listing, so most have matches; bounds are often a listing's exact
 * price or published coordinate, where an exclusive comparison would differ from SQL's between.
 */
function randomSearch(r: SeededRandom, rows: readonly Row[]): SourceSearch {
  const at = r.pick(rows);
  const other = r.pick(rows);
  const located = rows.filter((row) => row.latitude !== null);
  const corner = r.pick(located);
  const span = r.pick([0.005, 0.02, 0.1, 0.5]);
  const lat = corner.latitude ?? 0;
  const lng = corner.longitude ?? 0;
  const exact = r.chance(0.5);
  const prices = [at.price, other.price].sort((a, b) => a - b);
  return {
    gestion: r.chance(0.7) ? at.gestion_id : r.pick([0, 1, 5]),
    tipo: r.chance(0.3) ? at.type_id : 0,
    ciudad: r.chance(0.4) ? at.city_id : 0,
    barrio: r.chance(0.15) ? at.neighbourhood_id : 0,
    valmin: r.chance(0.4) ? prices[0] : undefined,
    valmax: r.chance(0.4) ? prices[1] : undefined,
    habitaciones: r.chance(0.3) ? r.int(1, 5) : 0,
    banos: r.chance(0.2) ? r.int(1, 4) : 0,
    parqueaderos: r.chance(0.2) ? r.int(1, 3) : 0,
    bbox: r.chance(0.6)
      ? exact
        ? { south: lat, west: lng, north: lat + span, east: lng + span }
        : { south: lat - span, west: lng - span, north: lat, east: lng }
      : undefined,
    orden: r.pick(['fecha', 'menor-precio', 'mayor-precio'] as const),
    page: r.pick([1, 1, 2, 5]),
    pageSize: r.pick([12, 7]),
  };
}

describe.each([
  ['PostgreSQL', 'pg', 300],
  ['PGlite (the embedded default)', 'pglite', 80],
] as const)('CatalogSearchIndex against SQL on %s', (_name, driver, searches) => {
  let db: DriverDatabase;
  let handle: DatabaseHandle;
  let source: LocalPropertySource;
  let index: CatalogSearchIndex;
  let rows: Row[];

  const query = async <T>(text: SQL) => (await handle.db.execute(text)).rows as unknown as T[];

  beforeAll(async () => {
    db = await openDriverDatabase(driver);
    ({ handle } = db);
    await seedCatalog(handle.db, { size: driver === 'pg' ? 1500 : 600 });
    // What a seed lacks: withdrawn listings, some without coordinates, and ties in both orders.
    await handle.db.execute(sql`update catalog_properties set withdrawn_at = now() where id % 20 = 0`);
    await handle.db.execute(
      sql`update catalog_properties set latitude = null, longitude = null where id % 33 = 1`,
    );
    await handle.db.execute(
      sql`update catalog_properties set listed_at = '2026-01-01T00:00:00Z' where id % 17 = 2`,
    );
    await handle.db.execute(
      sql`update catalog_properties set price = 2000000 where id % 13 = 3 and gestion_id = 1`,
    );
    // Some listings the agency shows at their exact place: by the catalog's field and by the setting.
    await handle.db.execute(sql`update catalog_properties set exact_location = true where id % 29 = 4`);
    const locations = new PublishedLocations(handle.db, { EXACT_LOCATION_CODES: ['919-1003', '919-1010'] });
    // The reference's published points, from the same function, in columns of this test's own.
    const publish = await locations.publisher();
    await handle.db.execute(
      sql`alter table catalog_properties add column pub_lat double precision, add column pub_lng double precision`,
    );
    const places = await query<{
      id: number;
      code: string;
      latitude: number;
      longitude: number;
      exact: boolean;
    }>(
      sql`select id, code, latitude, longitude, exact_location as exact from catalog_properties
           where latitude is not null and longitude is not null`,
    );
    for (const place of places) {
      const point = publish(place.code, place.latitude, place.longitude, place.exact)!;
      await handle.db.execute(
        sql`update catalog_properties set pub_lat = ${point.latitude}, pub_lng = ${point.longitude} where id = ${place.id}`,
      );
    }
    const catalog = new CatalogRepository(handle.db, locations);
    index = new CatalogSearchIndex(catalog);
    source = new LocalPropertySource(catalog, index, { SIMI_ADVISOR_PHOTO_URL: undefined });
    rows = await query<Row>(
      sql`select id, gestion_id, type_id, city_id, neighbourhood_id, price, pub_lat as latitude, pub_lng as longitude,
                 bedrooms, bathrooms, parking
            from catalog_properties where withdrawn_at is null`,
    );
    // PGlite: a WASM start, migrations and a seed on a busy 2-core machine.
  }, 120_000);

  afterAll(() => db.remove());

  it("answers the map's points as SQL does: same total, same codes in order, published points", async () => {
    const r = new SeededRandom(21);
    let overLimit = 0;
    for (let k = 0; k < searches; k++) {
      const q = randomSearch(r, rows);
      const limit = r.pick([5, 50, 2000]);
      const expected = await query<{ code: string; latitude: number; longitude: number }>(
        sql`select code, pub_lat as latitude, pub_lng as longitude, price, type_id from catalog_properties
             where ${where(q)} and latitude is not null and longitude is not null
             order by listed_at desc, id desc`,
      );
      const body = JSON.parse(await source.points(q, limit)) as PropertyPointsResult;
      const context = JSON.stringify({ q, limit });
      expect({ context, total: body.total, limit: body.limit }).toEqual({
        context,
        total: expected.length,
        limit,
      });
      expect({ context, items: body.items.map((i) => [i.code, i.lat, i.lng]) }).toEqual({
        context,
        items: expected.slice(0, limit).map((e) => [e.code, e.latitude, e.longitude]),
      });
      if (expected.length > limit) overLimit++;
    }
    // Often enough more matches than the limit for the cut to be checked.
    expect(overLimit).toBeGreaterThan(searches / 10);
  }, 120_000);

  it("answers a search's page as SQL does: same total, same listings in order", async () => {
    const r = new SeededRandom(2111);
    let withItems = 0;
    for (let k = 0; k < searches; k++) {
      const q = randomSearch(r, rows);
      const [counted] = await query<{ n: string | number }>(
        sql`select count(*) as n from catalog_properties where ${where(q)}`,
      );
      const expected = await query<{ code: string; gestion_id: number }>(
        sql`select code, gestion_id from catalog_properties where ${where(q)}
             order by ${ORDER_BY[q.orden]} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
      );
      const page = await source.search(q);
      const context = JSON.stringify(q);
      expect({ context, total: page.total }).toEqual({ context, total: Number(counted?.n) });
      expect({ context, items: page.items.map((i) => [i.code, i.gestionId]) }).toEqual({
        context,
        items: expected.map((e) => [e.code, e.gestion_id]),
      });
      if (page.items.length > 0) withItems++;
    }
    expect(withItems).toBeGreaterThan(searches / 3);
  }, 120_000);
});
