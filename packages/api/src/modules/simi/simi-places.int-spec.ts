import { Logger } from '@nestjs/common';
import { type PropertySearchResult } from '@inmo/contracts';
import { Client } from 'pg';
import request from 'supertest';
import {
  FAKE_SIMI_PHOTO_ORIGINS,
  FAKE_SIMI_SEDES,
  FAKE_SIMI_TOKEN,
  NO_LATENCY,
  startFakeSimiServer,
  type FakeSimiServer,
} from '#test/fake-simi-server';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { waitFor } from '#test/wait-for';
import { type SimiCopyHealth } from './simi-copy.status';
import { SimiSyncService } from './sync/simi-sync.service';
import { SyncedSimiPropertySource } from './synced-simi-property.source';
import { SimiDetailWriter } from './sync/simi-detail.writer';

/**
 * The copy built from real-shaped SIMI cards (names, no place ids; `id_sede`; a year in EdadInmueble), on
 * PostgreSQL, with the gateway's own sync.
 */
async function simiGateway(fake: FakeSimiServer, db: TestDatabase): Promise<TestApp> {
  return createTestApp({
    DATABASE_URL: db.url,
    PROPERTY_SOURCE: 'simi',
    SIMI_BASE_URL: fake.baseUrl,
    SIMI_TOKEN: FAKE_SIMI_TOKEN,
    SIMI_TIMEOUT_MS: '3000',
    SIMI_SEDES: JSON.stringify(FAKE_SIMI_SEDES),
    PHOTO_ORIGINS: [...FAKE_SIMI_PHOTO_ORIGINS, new URL(fake.baseUrl).origin].join(', '),
  });
}

const healthOf = async (t: TestApp) =>
  ((await request(t.app.getHttpServer()).get('/api/health').expect(200)).body as { simiCopy: SimiCopyHealth })
    .simiCopy;

describe('SIMI copy from real-shaped cards', () => {
  let fake: FakeSimiServer;
  let db: TestDatabase;
  let t: TestApp;
  let sql: Client;
  const warn = jest.spyOn(Logger.prototype, 'warn');
  const rows = async (text: string, values: unknown[] = []) =>
    (await sql.query(text, values)).rows as Record<string, unknown>[];
  /** The fake's catalog rows: one per gestion a listing is offered under. */
  const offers = (codes: readonly string[]) =>
    codes.reduce((n, code) => {
      const l = fake.listing(code)!;
      return n + (l.rent !== null ? 1 : 0) + (l.sale !== null ? 1 : 0);
    }, 0);

  beforeAll(async () => {
    fake = await startFakeSimiServer({ size: 120, latency: NO_LATENCY });
    const [renamed, placeless] = fake.catalog.properties.slice(10, 12);
    fake.misplace([renamed!.code], 'renamed');
    fake.misplace([placeless!.code], 'placeless');
    db = await createTestDatabase();
    t = await simiGateway(fake, db);
    sql = new Client({ connectionString: db.url });
    await sql.connect();
  });
  afterAll(async () => {
    await t.app.get(SyncedSimiPropertySource).settled();
    await t.close();
    await sql.end();
    await db.drop();
    await fake.close();
    warn.mockRestore();
  });

  it('places every card by name (or by its detail), counts and logs the one it cannot place, and serves the copy', async () => {
    await waitFor('the first sync', async () => (await healthOf(t)).ready, 30_000, 200);
    // The run keeps its lease through its detail pass: the runs below start once it is over.
    await waitFor(
      'the first run to end',
      async () => (await rows('select lease_owner from simi_sync_state'))[0]?.lease_owner === null,
      30_000,
      200,
    );
    const [renamed, placeless] = fake.catalog.properties.slice(10, 12);
    const codes = fake.catalog.properties.map((p) => p.code).filter((c) => c !== placeless!.code);
    expect((await healthOf(t)).listings).toBe(offers(codes));
    // Each copied row has SIMI's ids for its place, whichever way they were found.
    const copied = await rows(
      'select code, department_id, city_id, neighbourhood_id from catalog_properties',
    );
    const byCode = new Map(copied.map((r) => [r.code as string, r]));
    expect(new Set(byCode.keys())).toEqual(new Set(codes));
    for (const p of fake.catalog.properties.filter((x) => x !== placeless)) {
      expect(byCode.get(p.code)).toEqual({
        code: p.code,
        department_id: p.departmentId,
        city_id: p.cityId,
        neighbourhood_id: p.neighbourhoodId,
      });
    }
    // The renamed card was placed by its detail; SIMI's catalogues were read once each.
    expect(fake.requests).toContain(`v2/inmueble/codInmueble/${renamed!.code}`);
    expect(fake.requests.filter((r) => r === 'v2/departamento')).toHaveLength(1);
    const logged = warn.mock.calls.map((c) => String(c[0]));
    expect(logged.filter((m) => m.includes(`${placeless!.code} cannot be placed`))).toHaveLength(1);
    expect(logged.some((m) => /1 SIMI listing\(s\) could not be placed/.test(m))).toBe(true);
    // Searches by place find the copied listings.
    const p = fake.catalog.properties[0]!;
    const found = (
      await request(t.app.getHttpServer())
        .get('/api/properties')
        .query({ gestion: p.gestionId, barrio: p.neighbourhoodId, page: 1 })
        .expect(200)
    ).body as PropertySearchResult;
    expect(found.total).toBeGreaterThan(0);
  }, 60_000);

  it("card upserts keep what the detail owns: its age (a card's EdadInmueble is a year) and its branch", async () => {
    const p = fake.catalog.properties.find((x) => x.age !== null && x.age > 0)!;
    await t.app.get(SimiDetailWriter).findByCode(p.code);
    const sede = fake.listing(p.code)!.sede;
    fake.modify([p.code], { cardSede: '0' });
    await t.app.get(SimiSyncService).run({ details: 0 });
    const [row] = await rows(
      'select age, branch_id, listed_at from catalog_properties where code = $1 limit 1',
      [p.code],
    );
    expect(row).toMatchObject({ age: p.age, branch_id: FAKE_SIMI_SEDES[sede] });
    expect((row!.listed_at as Date).getUTCFullYear()).toBeGreaterThan(1990);
  }, 60_000);

  it('a sale past 2,147,483,647 is copied and served whole', async () => {
    const p = fake.catalog.properties.find(
      (x) => fake.listing(x.code)!.sale !== null && fake.listing(x.code)!.rent === null,
    )!;
    fake.modify([p.code], { price: 4_324_250_000 });
    await t.app.get(SimiSyncService).run({ details: 0 });
    const [row] = await rows('select price from catalog_properties where code = $1', [p.code]);
    expect(Number(row!.price)).toBe(4_324_250_000);
    const detail = (await request(t.app.getHttpServer()).get(`/api/properties/${p.code}`).expect(200))
      .body as {
      price: number;
    };
    expect(detail.price).toBe(4_324_250_000);
  }, 60_000);

  it('refuses a copy missing more than 2% of what SIMI reports: the last copy stays, nothing is withdrawn', async () => {
    const before = await healthOf(t);
    const lost = fake.catalog.properties.slice(20, 26).map((p) => p.code);
    fake.misplace(lost, 'placeless');
    // A full read (the runs between full reads only read the newest-modified cards).
    await expect(t.app.get(SimiSyncService).run({ details: 0, full: true })).rejects.toThrow(
      /only 113 of the 120 listings SIMI reports were copied \(7 could not be placed\)/,
    );
    const after = await healthOf(t);
    expect(after).toMatchObject({ ready: true, lastSyncAt: before.lastSyncAt, listings: before.listings });
    expect(await rows('select code from catalog_properties where withdrawn_at is not null')).toEqual([]);
  }, 60_000);
});

describe('SIMI copy: a first sync that places nothing', () => {
  it('is never marked ready (the proxy keeps answering), and says why', async () => {
    const fake = await startFakeSimiServer({ size: 40, latency: NO_LATENCY });
    fake.misplace(
      fake.catalog.properties.map((p) => p.code),
      'placeless',
    );
    const db = await createTestDatabase();
    const t = await simiGateway(fake, db);
    try {
      await waitFor(
        'the first sync to fail',
        async () => (await healthOf(t)).lastError !== null,
        30_000,
        200,
      );
      expect(await healthOf(t)).toMatchObject({ ready: false, listings: 0 });
      expect((await healthOf(t)).lastError).toMatch(/none of the 40 listings SIMI reports could be copied/);
      // Visitors are still answered, through SIMI.
      const res = await request(t.app.getHttpServer())
        .get('/api/properties')
        .query({ gestion: 1 })
        .expect(200);
      expect((res.body as PropertySearchResult).total).toBeGreaterThan(0);
    } finally {
      await t.app.get(SyncedSimiPropertySource).settled();
      await t.close();
      await db.drop();
      await fake.close();
    }
  }, 60_000);
});
