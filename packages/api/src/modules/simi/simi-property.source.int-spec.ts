import { EMPTY_SEARCH, type PropertyDetail, type PropertySearchResult } from '@inmo/contracts';
import { type Redis } from 'ioredis';
import request from 'supertest';
import { ChildServer, TCP_RELAY_SOURCE } from '#test/child-server';
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
import { TEST_REDIS_URL } from '#test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '#test/test-redis';
import { REDIS_CLIENT } from '#src/infra/cache/redis.connection';
import { type SourceSearch } from '../catalog/property-source';
import { SimiCatalogRepository } from './sync/simi-catalog.repository';
import { SimiDetailWriter } from './sync/simi-detail.writer';
import { UpstreamError } from '#src/infra/http/upstream.error';
import { SimiPropertyClient } from './simi-property.client';
import { SimiPropertySource } from './simi-property.source';

/** The empty search with any gestion. */
const ANY: SourceSearch = { ...EMPTY_SEARCH, gestion: 0, pageSize: 12 };

describe('SIMI client against the fake SIMI server', () => {
  let fake: FakeSimiServer;
  let source: SimiPropertySource;
  let db: TestDatabase;
  /** A gateway on the local source: only its database (the advisors, the copy) is used here. */
  let t: TestApp;
  const sourceWith = (token: string, timeoutMs = 500, basicUser = 'auto', priceField = 'precio') =>
    new SimiPropertySource(
      new SimiPropertyClient({ baseUrl: fake.baseUrl, token, timeoutMs, retryDelayMs: 10, basicUser }),
      {
        PHOTO_ORIGINS: [...FAKE_SIMI_PHOTO_ORIGINS],
        SIMI_SORT_FIELD_PRICE: priceField,
        SIMI_SEDES: FAKE_SIMI_SEDES,
      },
    );
  /** The detail a visitor sees: SIMI's, copied (the advisor's opaque photo id lives in the copy). */
  const detailOf = (code: string) =>
    new SimiDetailWriter(source, t.app.get(SimiCatalogRepository)).findByCode(code);

  beforeAll(async () => {
    fake = await startFakeSimiServer({ size: 60, slowMs: 800, latency: NO_LATENCY });
    db = await createTestDatabase();
    t = await createTestApp({ DATABASE_URL: db.url });
    source = sourceWith(FAKE_SIMI_TOKEN);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
    await fake.close();
  });

  it('builds the spec path with every filter and 0 for "any"', () => {
    expect(
      SimiPropertySource.searchPath({
        ...ANY,
        gestion: 5,
        ciudad: 25974,
        valmin: 100_000_000,
        valmax: 2_000_000_000,
        orden: 'menor-precio',
        page: 3,
      }),
    ).toBe(
      'v2.1.1/filtroInmueble/limite/3/total/12/ciudad/25974/barrio/0/tipoInm/0/tipOper/5/valmin/100000000/valmax/2000000000/campo/precio/precio/0/order/asc/banios/0/alcobas/0/garajes/0/sede/0/usuario/0',
    );
  });

  it("sorts by price with campo/<SIMI_SORT_FIELD_PRICE>: campo/0 is SIMI's default order, not price", async () => {
    const query = { ...ANY, gestion: 5, orden: 'menor-precio' as const, pageSize: 20 };
    const prices = (await source.search(query)).items.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The old client's campo/0: SIMI answers in its own order, so the "cheapest first" page is not.
    const unsorted = (await sourceWith(FAKE_SIMI_TOKEN, 500, 'auto', '0').search(query)).items.map(
      (i) => i.price,
    );
    expect(unsorted).not.toEqual([...unsorted].sort((a, b) => a - b));
    expect(fake.requests.at(-1)).toContain('/campo/0/');
  });

  it('tries the empty user name, then Authorization, keeps the one SIMI accepts and tells once', async () => {
    for (const accepted of ['', 'Authorization'] as const) {
      fake.setAcceptedUser(accepted);
      const told: string[] = [];
      const client = new SimiPropertyClient({
        baseUrl: fake.baseUrl,
        token: FAKE_SIMI_TOKEN,
        timeoutMs: 500,
        retryDelayMs: 10,
        onAuthResolved: (user) => told.push(user),
      });
      const seen = fake.authUsers.length;
      await client.get('v2/departamento');
      await client.get('v2/departamento');
      expect(fake.authUsers.slice(seen)).toEqual(
        accepted === '' ? ['', ''] : ['', 'Authorization', 'Authorization'],
      );
      expect(told).toEqual([accepted]);
      expect(client.authUser()).toBe(accepted);
    }
    // SIMI_BASIC_USER set: that form only, a refusal is an UpstreamError.
    fake.setAcceptedUser('');
    const forced = new SimiPropertyClient({
      baseUrl: fake.baseUrl,
      token: FAKE_SIMI_TOKEN,
      timeoutMs: 500,
      basicUser: 'Authorization',
    });
    await expect(forced.get('v2/departamento')).rejects.toMatchObject({ upstreamStatus: 401 });
    const empty = new SimiPropertyClient({
      baseUrl: fake.baseUrl,
      token: FAKE_SIMI_TOKEN,
      timeoutMs: 500,
      basicUser: 'empty',
    });
    await expect(empty.get('v2/departamento')).resolves.toBeDefined();
  });

  it('normalises search pages into numbers, sorted as asked', async () => {
    const sales = fake.catalog.properties.filter((p) => p.gestionId === 5);
    const p1 = await source.search({ ...ANY, gestion: 5, orden: 'menor-precio', pageSize: 5 });
    const p2 = await source.search({ ...ANY, gestion: 5, orden: 'menor-precio', pageSize: 5, page: 2 });
    expect(p1.total).toBe(sales.length);
    const prices = [...p1.items, ...p2.items].map((i) => i.price);
    expect(prices).toEqual([...sales.map((s) => s.price)].sort((a, b) => a - b).slice(0, 10));
    expect(p2.items).toHaveLength(5);
    const first = p1.items[0]!;
    expect(typeof first.bedrooms).toBe('number');
    // Real cards name places without ids: the copy gets them (SimiPlaceResolver), the proxy shows the names.
    expect(first.cityId).toBe(0);
    expect(first.city).not.toBe(first.city.toUpperCase());
  });

  it('answers "Sin resultados" as an empty page', async () => {
    expect(await source.search({ ...ANY, ciudad: 1 })).toEqual({ items: [], total: 0 });
  });

  it('reads a detail: photos by posi, money in its formats, every feature and nearby place, the branch of its sede, no national id', async () => {
    for (const seeded of fake.catalog.properties.filter((p) => p.adminFee).slice(0, 6)) {
      const detail = (await detailOf(seeded.code)) as PropertyDetail;
      expect(detail).toMatchObject({
        code: seeded.code,
        price: seeded.price,
        adminFee: seeded.adminFee,
        bedrooms: seeded.bedrooms,
        branch: seeded.branch,
      });
      expect(detail.branchId).toBe(FAKE_SIMI_SEDES[fake.listing(seeded.code)!.sede]);
      const keys = fake.catalog.photos
        .filter((ph) => ph.propertyId === seeded.id)
        .sort((a, b) => a.position - b.position)
        .map((ph) => ph.fileKey);
      expect(detail.photos.map((ph) => ph.large)).toEqual(
        keys.map((k) => `https://images.simi-fake.example/919/${k}.jpg`),
      );
      // mostrargrupo "0" marks plain features, not hidden ones; nearby places come with the external ones.
      const listed = fake.catalog.propertyFeatures.filter((pf) => pf.propertyId === seeded.id).length;
      const nearby = seeded.id % 2 === 0 ? 3 : 0;
      expect(detail.internalFeatures.length + detail.externalFeatures.length).toBe(listed + nearby);
      expect(detail.internalFeatures.every((f) => f.name === f.name.trim())).toBe(true);
      expect(detail.advisor?.photoUrl).toMatch(/^\/api\/media\/advisors\/[\w-]{16}$/);
      const cedtercero = fake.catalog.advisors.find((a) => a.id === seeded.advisorId)!.cedtercero;
      expect(JSON.stringify(detail)).not.toContain(cedtercero);
    }
  });

  it('maps msn with HTTP 200 to "not found"', async () => {
    expect(await detailOf('919-999999')).toBeNull();
  });

  it('treats {status:401} with HTTP 200 as an upstream error: each user-name form once, no retries', async () => {
    const before = fake.requests.length;
    await expect(sourceWith('wrong-token').departments()).rejects.toBeInstanceOf(UpstreamError);
    expect(fake.requests.length - before).toBe(2);
  });

  it('retries GETs after an HTML page, a 500 or a timeout, then succeeds', async () => {
    for (const mode of ['html', 'http500', 'slow', 'hang'] as const) {
      fake.failNext(mode);
      const before = fake.requests.length;
      const departments = await source.departments();
      expect(departments.map((d) => d.name)).toContain('Antioquia');
      expect(fake.requests.length - before).toBe(2);
    }
  });

  it('gives up with an UpstreamError after the retries', async () => {
    fake.failNext('html', 3);
    await expect(source.departments()).rejects.toBeInstanceOf(UpstreamError);
  });

  it('reads featured cards and the place catalogues (keyed objects included)', async () => {
    const featured = await source.featured(5);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((c) => c.featured)).toBe(true);
    const cities = (await source.cities(5))!;
    expect(cities.every((c) => c.departmentId === 5)).toBe(true);
    const city = cities[0]!;
    const barrios = (await source.neighbourhoods(city.id))!;
    const expected = new Set(
      fake.catalog.properties.filter((p) => p.cityId === city.id).map((p) => p.neighbourhoodId),
    );
    expect(new Set(barrios.map((b) => b.id))).toEqual(expected);
  });
});

describe('gateway with PROPERTY_SOURCE=simi', () => {
  let fake: FakeSimiServer;
  /** The SIMI endpoint the gateway talks to: a process of its own, in front of the fake's answers. */
  let simi: ChildServer;
  let db: TestDatabase;
  let t: TestApp;
  const prefix = testRedisPrefix();
  const http = () => request(t.app.getHttpServer());
  // A slow SIMI answers after 1 s; the gateway gives each of its 3 attempts 300 ms.
  const SLOW_MS = 1000;

  /** Drops the fresh cache entries of SIMI answers, keeping the stale copies: as if 5 minutes had passed. */
  async function expireFreshCopies(): Promise<void> {
    const redis = t.app.get<Redis>(REDIS_CLIENT);
    const keys = await redis.keys(`${prefix}cache:properties:*`); // stale copies are under cache:stale:
    if (keys.length > 0) await redis.del(...keys);
  }

  beforeAll(async () => {
    fake = await startFakeSimiServer({ size: 60, slowMs: SLOW_MS, latency: NO_LATENCY });
    simi = await ChildServer.start(TCP_RELAY_SOURCE, { TARGET_PORT: new URL(fake.baseUrl).port });
    db = await createTestDatabase();
    t = await createTestApp({
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      PROPERTY_SOURCE: 'simi',
      SIMI_BASE_URL: fake.baseUrl.replace(/:\d+\//, `:${simi.port}/`),
      SIMI_TOKEN: FAKE_SIMI_TOKEN,
      SIMI_TIMEOUT_MS: '300',
      PHOTO_ORIGINS: FAKE_SIMI_PHOTO_ORIGINS.join(', '),
    });
  });
  afterAll(async () => {
    await t.close();
    await clearRedisPrefix(prefix);
    await db.drop();
    simi.resume();
    await simi.stop();
    await fake.close();
  });

  it('does not seed the local catalog and searches through SIMI with the floor clamped and the top open', async () => {
    const res = await http().get('/api/properties').query({ gestion: 1, valmin: 5 }).expect(200);
    const body = res.body as PropertySearchResult;
    const rents = fake.catalog.properties.filter((p) => p.gestionId === 1);
    expect(body.total).toBe(rents.length); // "Arriendo/venta" listings are rents too
    expect(body.valmin).toBe(700_000);
    // A maximum at the slider's top is open ('o más'): SIMI reads valmax 0 as no upper bound.
    expect(fake.requests.at(-1)).toContain('/tipOper/1/valmin/700000/valmax/0/');
  });

  it('answers the map (an area, its points) with a Spanish 503 until the first sync: SIMI cannot search by area', async () => {
    const asked = fake.requests.length;
    const bbox = '6.2,-75.62,6.28,-75.55';
    for (const path of ['/api/properties', '/api/properties/points']) {
      const res = await http().get(path).query({ gestion: 1, bbox }).expect(503);
      expect((res.body as { message: string }).message).toMatch(/no está disponible/);
    }
    expect(fake.requests.length).toBe(asked);
  });

  it('answers 404 in Spanish for a code SIMI does not have, and caches answers', async () => {
    await http()
      .get('/api/properties/424242')
      .expect(404, { statusCode: 404, message: 'No se encontró el inmueble: 919-424242' });
    const code = fake.catalog.properties[3]!.code;
    await http().get(`/api/properties/${code}`).expect(200);
    const before = fake.requests.length;
    await http().get(`/api/properties/${code}`).expect(200);
    expect(fake.requests.length).toBe(before);
  });

  it("lets browsers load SIMI's photos: the CSP img-src names the origin of every photo of a listing", async () => {
    const code = fake.catalog.properties.find((p) => p.id % 2 === 1)!.code; // odd ids have an advisor photo
    const res = await http().get(`/api/properties/${code}`).expect(200);
    const imgSrc = (res.headers['content-security-policy'] as string)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'img-src')!
      .slice(1);
    const detail = res.body as PropertyDetail;
    const urls = detail.photos.map((p) => p.large);
    expect(urls.length).toBeGreaterThan(1);
    // The advisor photo is the gateway's own (same origin), under an opaque id.
    expect(detail.advisor?.photoUrl).toMatch(/^\/api\/media\/advisors\//);
    for (const url of urls) expect(imgSrc).toContain(new URL(url).origin);
    expect(imgSrc).not.toContain('https:');
  });

  it('serves the last good answer when SIMI is slow (every attempt times out) or down (500s)', async () => {
    const query = { gestion: 5, orden: 'mayor-precio' };
    const first = (await http().get('/api/properties').query(query).expect(200)).body as PropertySearchResult;
    const code = first.items[0]!.code;
    const detail = (await http().get(`/api/properties/${code}`).expect(200)).body as PropertyDetail;

    for (const mode of ['slow', 'http500'] as const) {
      await expireFreshCopies();
      const before = fake.requests.length;
      fake.failNext(mode, 6); // the 3 attempts of the search, then the 3 of the detail
      expect((await http().get('/api/properties').query(query).expect(200)).body).toEqual(first);
      expect((await http().get(`/api/properties/${code}`).expect(200)).body).toEqual(detail);
      // Both were asked of SIMI (and given up on) before the stale copies answered.
      expect(fake.requests.length - before).toBe(6);
    }
    // SIMI back: fresh answers again.
    await expireFreshCopies();
    const before = fake.requests.length;
    await http().get('/api/properties').query(query).expect(200);
    expect(fake.requests.length - before).toBe(1);
  });

  it('answers 503 in Spanish for a slow SIMI when nothing is cached', async () => {
    fake.failNext('slow', 3);
    const res = await http().get('/api/properties').query({ gestion: 1, habitaciones: 3 }).expect(503);
    expect((res.body as { message: string }).message).toMatch(/no está disponible/);
  });

  it('answers 503 in Spanish when SIMI keeps failing and nothing is cached', async () => {
    fake.failNext('html', 3);
    const res = await http().get('/api/locations/departments').expect(503);
    expect((res.body as { message: string }).message).toMatch(/no está disponible/);
  });

  it('SIMI hung (its process stopped) or down (killed): the last good answer, a Spanish 503 with nothing cached, fresh answers once it is back', async () => {
    const UNAVAILABLE = 'El servicio de inmuebles no está disponible en este momento. Inténtalo más tarde.';
    const query = { gestion: 1, orden: 'menor-precio', page: 2 };
    const first = (await http().get('/api/properties').query(query).expect(200)).body as PropertySearchResult;
    expect(first.items.length).toBeGreaterThan(0);

    for (const fault of ['hung', 'down'] as const) {
      await expireFreshCopies();
      if (fault === 'hung') simi.pause();
      else await simi.stop();
      // Each attempt times out (hung) or is refused (down); then the stale copy answers.
      expect((await http().get('/api/properties').query(query).timeout(20_000).expect(200)).body).toEqual(
        first,
      );
      const none = await http()
        .get('/api/properties')
        .query({ gestion: 5, banos: 4, orden: 'mayor-precio' })
        .timeout(20_000)
        .expect(503);
      expect(none.body).toEqual({ statusCode: 503, message: UNAVAILABLE });
      if (fault === 'hung') simi.resume();
      else await simi.start();
    }

    await expireFreshCopies();
    const before = fake.requests.length;
    await http().get('/api/properties').query(query).expect(200);
    expect(fake.requests.length - before).toBe(1);
  }, 60_000);
});
