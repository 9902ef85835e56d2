import { type PropertyDetail, type PropertyList, type PropertySearchResult } from '@inmo/contracts';
import request from 'supertest';
import {
  FAKE_SIMI_PHOTO_ORIGINS,
  FAKE_SIMI_SEDES,
  FAKE_SIMI_TOKEN,
  startFakeSimiServer,
  type FakeSimiServer,
} from '#test/fake-simi-server';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { waitFor } from '#test/wait-for';
import { MetricsService } from '#src/infra/metrics/metrics.service';
import { type SimiCopyHealth } from '../simi-copy.status';
import { SimiDetailWriter } from './simi-detail.writer';
import { SimiSyncService } from './simi-sync.service';
import { SyncedSimiPropertySource } from '../synced-simi-property.source';

/** The gateway on PROPERTY_SOURCE=simi, embedded (no Redis: the sync runs in-process), on PostgreSQL. */
describe('SIMI copy: the inventory synced into the catalog tables', () => {
  let fake: FakeSimiServer;
  let db: TestDatabase;
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const searches = () => fake.requests.filter((r) => r.includes('filtroInmueble')).length;
  const health = async () =>
    ((await http().get('/api/health/ready').expect(200)).body as { simiCopy: SimiCopyHealth }).simiCopy;

  beforeAll(async () => {
    // 250 listings: three pages of SIMI's 100; searches slow enough that the first sync is still running
    // when the first visitor searches.
    fake = await startFakeSimiServer({ size: 250, latency: { search: 700 } });
    db = await createTestDatabase();
    t = await createTestApp({
      DATABASE_URL: db.url,
      PROPERTY_SOURCE: 'simi',
      SIMI_BASE_URL: fake.baseUrl,
      SIMI_TOKEN: FAKE_SIMI_TOKEN,
      SIMI_TIMEOUT_MS: '3000',
      SIMI_SYNC_TIMEOUT_MS: '3000',
      SIMI_SEDES: JSON.stringify(FAKE_SIMI_SEDES),
      SIMI_ADVISOR_PHOTO_URL: fake.advisorPhotoTemplate,
      // The fake also plays the host of FotoAsesor photos.
      PHOTO_ORIGINS: [...FAKE_SIMI_PHOTO_ORIGINS, new URL(fake.baseUrl).origin].join(', '),
    });
  });
  afterAll(async () => {
    await t.app.get(SyncedSimiPropertySource).settled();
    await t.close();
    await db.drop();
    await fake.close();
  });

  it('searches through SIMI until the first sync has finished, then from the copy without asking SIMI', async () => {
    expect((await health()).ready).toBe(false);
    const before = searches();
    const proxied = (await http().get('/api/properties').query({ gestion: 5 }).expect(200))
      .body as PropertySearchResult;
    expect(fake.requests.slice(before).some((r) => r.includes('/tipOper/5/'))).toBe(true);

    await waitFor('the first sync', async () => (await health()).ready, 30_000, 200);
    const copy = await health();
    expect(copy.listings).toBeGreaterThanOrEqual(250);
    expect(copy.ageSeconds).toBeGreaterThanOrEqual(0);

    const asked = searches();
    const fromCopy = (await http().get('/api/properties').query({ gestion: 5, page: 1 }).expect(200))
      .body as PropertySearchResult;
    // "Arriendo/venta" listings are on sale too.
    const onSale = [...fake.catalog.properties].filter((p) => fake.listing(p.code)!.sale !== null);
    expect(fromCopy.total).toBe(onSale.length);
    expect(proxied.total).toBe(onSale.length);
    for (let i = 0; i < 20; i++) {
      await http()
        .get('/api/properties')
        .query({
          gestion: 1,
          habitaciones: i % 4,
          orden: i % 2 ? 'menor-precio' : 'fecha',
          page: 1 + (i % 3),
        })
        .expect(200);
    }
    expect(searches()).toBe(asked);
  }, 60_000);

  it('answers search, featured and similar from the copy, prices per gestion for "Arriendo/venta"', async () => {
    const asked = fake.requests.length;
    const [code] = fake.bothWaysCodes();
    const listing = fake.listing(code!)!;
    const find = async (gestion: number) => {
      for (let page = 1; ; page++) {
        const body = (
          await http().get('/api/properties').query({ gestion, page, orden: 'menor-precio' }).expect(200)
        ).body as PropertySearchResult;
        const hit = body.items.find((i) => i.code === code);
        if (hit || page >= body.pageCount) return hit;
      }
    };
    expect(await find(1)).toMatchObject({ gestionId: 1, price: listing.rent });
    expect(await find(5)).toMatchObject({ gestionId: 5, price: listing.sale });
    const cheapest = (
      await http().get('/api/properties').query({ gestion: 1, orden: 'menor-precio' }).expect(200)
    ).body as PropertySearchResult;
    const prices = cheapest.items.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const featured = (await http().get('/api/properties/featured').expect(200)).body as PropertyList;
    expect(featured.items.length).toBeGreaterThan(0);
    expect(featured.items.every((i) => fake.listing(i.code)!.property.featured)).toBe(true);
    await http().get(`/api/properties/${code}/similar`).expect(200);
    expect(fake.requests.slice(asked).filter((r) => !r.includes('codInmueble'))).toEqual([]);
  });

  it('serves the detail from the copy while SIMI hangs, and refreshes it in the background once SIMI answers', async () => {
    const seeded = fake.catalog.properties.find((p) => p.id % 3 === 2 && p.adminFee)!;
    fake.setDown('hang');
    const stale = (await http().get(`/api/properties/${seeded.code}`).expect(200)).body as PropertyDetail;
    expect(stale).toMatchObject({ code: seeded.code, price: seeded.price });
    fake.setDown(null);
    const source = t.app.get(SyncedSimiPropertySource);
    await source.settled();

    // A hung refresh fails after its attempts; the next read (the cache expired) refreshes for real.
    await t.app.get(SimiSyncService).run({ details: 0 });
    const fresh = await source.findByCode(seeded.code);
    await source.settled();
    const copied = (await source.findByCode(seeded.code))!;
    expect(fresh).not.toBeNull();
    const expectedPhotos = fake.catalog.photos.filter((ph) => ph.propertyId === seeded.id).length;
    expect(copied.photos).toHaveLength(expectedPhotos);
    expect(copied.internalFeatures.length + copied.externalFeatures.length).toBeGreaterThan(0);
    expect(copied).toMatchObject({
      branch: seeded.branch,
      branchId: FAKE_SIMI_SEDES[fake.listing(seeded.code)!.sede],
    });
    expect(copied.advisor?.photoUrl).toMatch(/^\/api\/media\/advisors\/[\w-]+$/);
    const cedtercero = fake.catalog.advisors.find((a) => a.id === seeded.advisorId)!.cedtercero;
    expect(JSON.stringify(copied)).not.toContain(cedtercero);
  }, 60_000);

  it('serves advisor photos under the opaque id: the legacy template, then FotoAsesor, then the default picture', async () => {
    const source = t.app.get(SyncedSimiPropertySource);
    const outcomes = new Set<string>();
    for (const seeded of fake.catalog.properties.slice(0, 24)) {
      const detail = await t.app.get(SimiDetailWriter).findByCode(seeded.code);
      await source.settled();
      const advisor = fake.catalog.advisors.find((a) => a.id === seeded.advisorId)!;
      const photoUrl = detail!.advisor!.photoUrl!;
      const res = await http().get(photoUrl);
      const realFoto = seeded.id % 3 === 2;
      if (fake.legacyPhoto(advisor.cedtercero) || realFoto) {
        // FotoAsesor is per listing in SIMI; the advisor row keeps the last one seen.
        if (res.status === 200) {
          expect(res.headers['content-type']).toBe('image/webp');
          outcomes.add(fake.legacyPhoto(advisor.cedtercero) ? 'template' : 'foto');
          continue;
        }
      }
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/img/asesor-default.svg');
      outcomes.add('default');
    }
    expect(outcomes).toEqual(new Set(['template', 'foto', 'default']));
    await http().get('/api/media/advisors/not-an-id-0000').expect(302);
  }, 60_000);

  it("marks listings gone from SIMI withdrawn: out of every result, their page answers the spec's not found", async () => {
    const gone = fake.catalog.properties.find(
      (p) => p.gestionId === 1 && !fake.bothWaysCodes().includes(p.code),
    )!;
    fake.withdraw(gone.code);
    // Only a full read withdraws (the runs between read the newest-modified cards).
    const outcome = await t.app.get(SimiSyncService).run({ details: 0, full: true });
    expect(outcome?.withdrawn).toBe(1);
    await http()
      .get(`/api/properties/${gone.code}`)
      .expect(404, { statusCode: 404, message: `No se encontró el inmueble: ${gone.code}` });
    const all = (
      await http().get('/api/properties').query({ gestion: 1, barrio: gone.neighbourhoodId }).expect(200)
    ).body as PropertySearchResult;
    expect(all.items.map((i) => i.code)).not.toContain(gone.code);
  }, 60_000);

  it('keeps serving the last copy while SIMI is down, and health/readiness tell its age and the failure', async () => {
    const before = await health();
    fake.setDown('http500');
    await expect(t.app.get(SimiSyncService).run({ details: 0 })).rejects.toThrow();
    const body = (await http().get('/api/properties').query({ gestion: 1, banos: 2 }).expect(200))
      .body as PropertySearchResult;
    expect(body.total).toBeGreaterThan(0);
    const code = fake.catalog.properties.find((p) => p.gestionId === 5)!.code;
    await http().get(`/api/properties/${code}`).expect(200);
    const after = await health();
    expect(after.ready).toBe(true);
    expect(after.lastSyncAt).toBe(before.lastSyncAt);
    expect(after.lastError).toMatch(/SIMI/);
    const alive = (await http().get('/api/health').expect(200)).body as { simiCopy: SimiCopyHealth };
    expect(alive.simiCopy).toEqual(after);
    // The metrics count the runs and tell the copy's age, as health does.
    const metrics = await t.app.get(MetricsService).text();
    expect(metrics).toMatch(/^inmo_simi_sync_runs_total\{outcome="done"\} [1-9]/m);
    expect(metrics).toMatch(/^inmo_simi_sync_runs_total\{outcome="failed"\} [1-9]/m);
    const age = Number(/^inmo_simi_copy_age_seconds (\d+)$/m.exec(metrics)?.[1]);
    expect(age).toBeGreaterThanOrEqual(after.ageSeconds ?? Infinity);
    expect(age).toBeLessThan((after.ageSeconds ?? 0) + 60);
    fake.setDown(null);
    await t.app.get(SyncedSimiPropertySource).settled();
  }, 60_000);
});
