import { sql, type SQL } from 'drizzle-orm';
import { openDriverDatabase, type DriverDatabase } from '#test/test-database';
import { type DatabaseHandle } from '#src/infra/db/database';
import { seedCatalog } from '../demo-catalog/catalog.seeder';
import { CatalogRepository } from './catalog.repository';
import { PublishedLocations } from './published-locations.service';

describe.each([
  ['PostgreSQL', 'pg'],
  ['PGlite (the embedded default)', 'pglite'],
] as const)('CatalogRepository.findByCode on %s', (_name, driver) => {
  let db: DriverDatabase;
  let handle: DatabaseHandle;
  let catalog: CatalogRepository;

  const query = async <T>(text: SQL) => (await handle.db.execute(text)).rows as unknown as T[];
  const idOf = async (code: string) =>
    (
      await query<{ id: number }>(
        sql`select id from catalog_properties where code = ${code} order by gestion_id`,
      )
    )[0]!.id;

  beforeAll(async () => {
    db = await openDriverDatabase(driver);
    ({ handle } = db);
    await seedCatalog(handle.db, { size: 40 });
    catalog = new CatalogRepository(
      handle.db,
      new PublishedLocations(handle.db, { EXACT_LOCATION_CODES: [] }),
    );
  }, 120_000);

  afterAll(() => db.remove());

  it('reads every photo in position order and every feature by id, as separate queries would', async () => {
    const codes = await query<{ code: string }>(
      sql`select code from catalog_properties where withdrawn_at is null order by id limit 12`,
    );
    // Photos stored out of position order: the order must come from the position, not from the insert.
    const first = await idOf(codes[0]!.code);
    await handle.db.execute(
      sql`update catalog_photos set position = position + 100 where property_id = ${first}`,
    );
    await handle.db.execute(
      sql`update catalog_photos set position = 200 - position, url = 'https://fotos.example/x.jpg', width = null
           where property_id = ${first}`,
    );
    for (const { code } of codes) {
      const id = await idOf(code);
      const photos = await query<Record<string, unknown>>(
        sql`select file_key as "fileKey", url, width, height from catalog_photos
             where property_id = ${id} order by position`,
      );
      const features = await query<Record<string, unknown>>(
        sql`select f.kind, f.name, f.icon_key as "iconKey" from catalog_property_features pf
             join catalog_features f on f.id = pf.feature_id where pf.property_id = ${id} order by f.id`,
      );
      const row = await catalog.findByCode(code);
      expect(row?.code).toBe(code);
      expect(row?.photos).toEqual(photos);
      expect(row?.features).toEqual(features);
    }
    expect((await catalog.findByCode(codes[0]!.code))?.photos[0]).toMatchObject({
      url: 'https://fotos.example/x.jpg',
      width: null,
    });
  });

  it('answers empty lists for a listing without photos or features, and nothing for a withdrawn or unknown one', async () => {
    const [bare, gone] = await query<{ id: number; code: string }>(
      sql`select id, code from catalog_properties where withdrawn_at is null order by id desc limit 2`,
    );
    await handle.db.execute(sql`delete from catalog_photos where property_id = ${bare!.id}`);
    await handle.db.execute(sql`delete from catalog_property_features where property_id = ${bare!.id}`);
    await handle.db.execute(sql`update catalog_properties set withdrawn_at = now() where id = ${gone!.id}`);

    const row = await catalog.findByCode(bare!.code);
    expect(row).toMatchObject({ code: bare!.code, photos: [], features: [], photoKey: null, photoUrl: null });
    expect(await catalog.findByCode(gone!.code)).toBeNull();
    expect(await catalog.findByCode('919-99999')).toBeNull();
  });
});
