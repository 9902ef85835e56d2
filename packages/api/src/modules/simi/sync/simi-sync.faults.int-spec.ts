import { sql } from 'drizzle-orm';
import request from 'supertest';
import {
  FAKE_SIMI_PHOTO_ORIGINS,
  FAKE_SIMI_SEDES,
  FAKE_SIMI_TOKEN,
  NO_LATENCY,
  startFakeSimiServer,
  type FakeSimiServer,
} from '#test/fake-simi-server';
import {
  HTML_PAGE,
  searchPage,
  startSimiAnswerRewriter,
  type SimiAnswerRewriter,
} from '#test/simi-answer-rewriter';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { TEST_REDIS_URL, uniqueSuffix } from '#test/test-env';
import { waitFor } from '#test/wait-for';
import { DB, type Database } from '#src/infra/db/database';
import { SimiPropertySource } from '../simi-property.source';
import { SimiCatalogRepository } from './simi-catalog.repository';
import { SimiDetailWriter } from './simi-detail.writer';
import { type SimiCopyHealth, SimiCopyStatus } from '../simi-copy.status';
import { SimiLeaseLostError, SimiSyncService } from './simi-sync.service';

const SIZE = 300;
const PAGE_SIZE = 25;
type Card = Record<string, unknown>;
type SearchBody = { Inmuebles: Card[]; datosGrales: Record<string, unknown> };
const isSearch = (body: unknown): body is SearchBody =>
  typeof body === 'object' && body !== null && 'Inmuebles' in body;

/**
 * The sync's fault scenarios on PostgreSQL, against the fake SIMI (real answer shapes) behind a proxy that
 * rewrites chosen answers. The gateway has Redis, so no sync runs by itself: each test runs it.
 */
describe('SIMI sync: never withdraws a live listing, resumes, one run at a time', () => {
  let fake: FakeSimiServer;
  let proxy: SimiAnswerRewriter;
  let db: TestDatabase;
  let t: TestApp;
  let sql$: Database;
  const http = () => request(t.app.getHttpServer());
  const sync = () => t.app.get(SimiSyncService);
  const health = async () =>
    ((await http().get('/api/health').expect(200)).body as { simiCopy: SimiCopyHealth }).simiCopy;
  const liveCodes = async () =>
    (
      await sql$.execute<{ code: string }>(
        sql`select distinct code from catalog_properties where synced_at is not null and withdrawn_at is null`,
      )
    ).rows.map((r) => r.code);
  const withdrawnCodes = async () =>
    (
      await sql$.execute<{ code: string }>(
        sql`select distinct code from catalog_properties where withdrawn_at is not null`,
      )
    ).rows
      .map((r) => r.code)
      .sort();
  const fakeLive = () => fake.catalog.properties.map((p) => p.code).filter((code) => !gone.has(code));
  const gone = new Set<string>();
  const withdrawFromFake = (...codes: string[]) => {
    for (const code of codes) gone.add(code);
    fake.withdraw(...codes);
  };
  /** The full read's page order: oldest first (campo/fecha asc), as the fake answers it. */
  const fullOrder = async (): Promise<string[]> => {
    const codes: string[] = [];
    for (let page = 1; ; page++) {
      const res = await fetch(new URL(SimiPropertySource.inventoryPath(page, PAGE_SIZE), fake.baseUrl), {
        headers: { authorization: `Basic ${Buffer.from(`:${FAKE_SIMI_TOKEN}`).toString('base64')}` },
      });
      const body = (await res.json()) as unknown;
      if (!isSearch(body) || body.Inmuebles.length === 0) return codes;
      codes.push(...body.Inmuebles.map((c) => String(c.Codigo_Inmueble)));
      if (body.Inmuebles.length < PAGE_SIZE) return codes;
    }
  };
  /** The requests of the proxy from now on. */
  const mark = () => {
    const from = proxy.requests.length;
    return () => proxy.requests.slice(from);
  };

  beforeAll(async () => {
    fake = await startFakeSimiServer({ size: SIZE, latency: NO_LATENCY });
    proxy = await startSimiAnswerRewriter(fake.baseUrl);
    db = await createTestDatabase();
    t = await createTestApp({
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `simi-faults-${uniqueSuffix()}:`,
      PROPERTY_SOURCE: 'simi',
      SIMI_BASE_URL: proxy.baseUrl,
      SIMI_TOKEN: FAKE_SIMI_TOKEN,
      SIMI_TIMEOUT_MS: '2000',
      SIMI_SYNC_TIMEOUT_MS: '1000',
      SIMI_SYNC_PAGE_SIZE: String(PAGE_SIZE),
      SIMI_SYNC_MAX_WITHDRAWALS: '4',
      SIMI_SEDES: JSON.stringify(FAKE_SIMI_SEDES),
      PHOTO_ORIGINS: [...FAKE_SIMI_PHOTO_ORIGINS, new URL(fake.baseUrl).origin].join(', '),
    });
    sql$ = t.app.get<Database>(DB);
  });
  afterEach(() => proxy.rewrite(null));
  afterAll(async () => {
    await t.close();
    await db.drop();
    await proxy.close();
    await fake.close();
  });

  it('an empty first sync ("Sin resultados" for the whole agency) builds no copy', async () => {
    proxy.rewrite((path) => (searchPage(path) !== null ? 'Sin resultados' : undefined));
    await expect(sync().run({ details: 0 })).rejects.toThrow(/no listings at all/);
    const copy = await health();
    expect(copy).toMatchObject({ state: 'building', ready: false });
    expect(await liveCodes()).toEqual([]);
  });

  it('a failed page is retried, then resumed by the next run at its cursor; health shows progress without request paths', async () => {
    // Page 3 answers "Sin resultados" for good: the run fails there, pages 1-2 copied.
    proxy.rewrite((path) => ((searchPage(path) ?? 0) >= 3 ? 'Sin resultados' : undefined));
    await expect(sync().run({ details: 0 })).rejects.toThrow(/Sin resultados/);
    const pageThreeAsks = proxy.requests.filter((r) => searchPage(r) === 3).length;
    expect(pageThreeAsks).toBe(4);
    const failed = await health();
    expect(failed.progress).toMatchObject({
      mode: 'full',
      pagesRead: 2,
      rowsRead: 2 * PAGE_SIZE,
      running: false,
    });
    expect(failed.progress?.pages).toBe(Math.ceil(SIZE / PAGE_SIZE));
    expect(failed.progress?.secondsLeft).toEqual(expect.any(Number));
    expect(failed.lastError).toMatch(/Sin resultados/);
    expect(JSON.stringify(failed)).not.toMatch(/filtroInmueble|codInmueble|ApiSimiweb|limite/);
    expect(failed.ready).toBe(false);

    proxy.rewrite(null);
    const asked = mark();
    const outcome = await sync().run({ details: 0 });
    expect(outcome).toMatchObject({ mode: 'full', complete: true, withdrawn: 0 });
    const pagesAsked = asked()
      .map(searchPage)
      .filter((p): p is number => p !== null);
    expect(pagesAsked[0]).toBe(3);
    expect(pagesAsked).not.toContain(1);
    expect((await liveCodes()).sort()).toEqual(fakeLive().sort());
    expect(await health()).toMatchObject({ state: 'ready', ready: true, progress: null });
  }, 30_000);

  it('a short page mid-run is not the end: the run fails and withdraws nothing', async () => {
    const before = await liveCodes();
    proxy.rewrite((path, body) =>
      searchPage(path) === 2 && isSearch(body)
        ? { ...body, Inmuebles: body.Inmuebles.slice(0, 10) }
        : undefined,
    );
    await expect(sync().run({ details: 0, full: true })).rejects.toThrow(/short page/);
    expect(await withdrawnCodes()).toEqual([]);
    expect((await liveCodes()).sort()).toEqual(before.sort());
    // Once: retried and read whole, complete, nothing withdrawn.
    let shortened = false;
    proxy.rewrite((path, body) => {
      if (shortened || searchPage(path) !== 4 || !isSearch(body)) return undefined;
      shortened = true;
      return { ...body, Inmuebles: body.Inmuebles.slice(0, 3) };
    });
    await expect(sync().run({ details: 0, full: true })).resolves.toMatchObject({
      complete: true,
      withdrawn: 0,
    });
    expect(await withdrawnCodes()).toEqual([]);
  }, 30_000);

  it('"Sin resultados" mid-run withdraws nothing', async () => {
    proxy.rewrite((path) => ((searchPage(path) ?? 0) >= 2 ? 'Sin resultados' : undefined));
    await expect(sync().run({ details: 0, full: true })).rejects.toThrow();
    expect(await withdrawnCodes()).toEqual([]);
    proxy.rewrite(null);
    await expect(sync().run({ details: 0 })).resolves.toMatchObject({ complete: true, withdrawn: 0 });
  }, 30_000);

  it('a listing removed during a run shifts the pages: no other listing is withdrawn, and the removed one only once SIMI confirms it', async () => {
    const order = await fullOrder();
    const removed = order[5]!;
    const shifted = order[PAGE_SIZE]!; // first of page 2: moves to page 1, already read
    proxy.rewrite((path) => {
      if (searchPage(path) === 1 && !gone.has(removed)) withdrawFromFake(removed);
      return undefined;
    });
    const during = await sync().run({ details: 0, full: true });
    expect(during).toMatchObject({ complete: false, withdrawn: 0 });
    expect(await withdrawnCodes()).toEqual([]);
    await http().get(`/api/properties/${shifted}`).expect(200);

    proxy.rewrite(null);
    const after = await sync().run({ details: 0, full: true });
    expect(after).toMatchObject({ complete: true, withdrawn: 1 });
    expect(await withdrawnCodes()).toEqual([removed]);
    expect((await liveCodes()).sort()).toEqual(fakeLive().sort());
  }, 30_000);

  it('a live listing missed by a complete read (the pages shifted) is asked of SIMI and kept', async () => {
    const order = await fullOrder();
    const missed = order[2 * PAGE_SIZE]!; // first of page 3
    const twice = order[2 * PAGE_SIZE + 1]!;
    proxy.rewrite((path, body) => {
      if (searchPage(path) !== 3 || !isSearch(body)) return undefined;
      // The same count of rows: one listing seen twice, one never (as a removal plus an addition do).
      const cards = body.Inmuebles.filter((c) => c.Codigo_Inmueble !== missed);
      return { ...body, Inmuebles: [...cards, cards.find((c) => c.Codigo_Inmueble === twice)!] };
    });
    const asked = mark();
    await expect(sync().run({ details: 0, full: true })).resolves.toMatchObject({
      complete: true,
      withdrawn: 0,
    });
    expect(asked().some((r) => r.includes(`codInmueble/${missed}`))).toBe(true);
    expect(await liveCodes()).toContain(missed);
  }, 30_000);

  it('detail bodies that are not a "not found" (Sin resultados, [], HTML, a number, {}) never withdraw', async () => {
    const order = await fullOrder();
    const candidates = order.slice(PAGE_SIZE + 2, PAGE_SIZE + 7);
    const odd: unknown[] = ['Sin resultados', [], HTML_PAGE, 42, {}];
    proxy.rewrite((path, body) => {
      const i = candidates.findIndex((code) => path.includes(`codInmueble/${code}`));
      if (i >= 0) return odd[i];
      if (searchPage(path) !== 2 || !isSearch(body)) return undefined;
      // A complete read that misses them: the same row count, another card in their places.
      const other = body.Inmuebles.find((c) => !candidates.includes(String(c.Codigo_Inmueble)))!;
      return {
        ...body,
        Inmuebles: body.Inmuebles.map((c) => (candidates.includes(String(c.Codigo_Inmueble)) ? other : c)),
      };
    });
    const details = t.app.get(SimiDetailWriter);
    for (const code of candidates) await expect(details.findByCode(code)).rejects.toThrow();
    expect(await withdrawnCodes()).toEqual(expect.not.arrayContaining(candidates));
    const asked = mark();
    const outcome = await sync().run({ details: 0, full: true });
    expect(outcome).toMatchObject({ complete: true, withdrawn: 0 });
    for (const code of candidates) expect(asked().some((r) => r.includes(`codInmueble/${code}`))).toBe(true);
    expect(await liveCodes()).toEqual(expect.arrayContaining(candidates));
  }, 30_000);

  it('withdraws at most SIMI_SYNC_MAX_WITHDRAWALS per run; the rest at the next full read', async () => {
    const order = await fullOrder();
    const leaving = order.slice(30, 36);
    withdrawFromFake(...leaving);
    const first = await sync().run({ details: 0, full: true });
    expect(first).toMatchObject({ complete: true, withdrawn: 4 });
    const second = await sync().run({ details: 0, full: true });
    expect(second).toMatchObject({ complete: true, withdrawn: 2 });
    expect(await withdrawnCodes()).toEqual(expect.arrayContaining(leaving));
    expect((await liveCodes()).sort()).toEqual(fakeLive().sort());
  }, 30_000);

  it('a code withdrawn in the last day is asked of SIMI again before its page answers 404', async () => {
    const [back, old] = fakeLive();
    const repository = t.app.get(SimiCatalogRepository);
    await repository.withdrawCode(back!);
    await repository.withdrawCode(old!);
    await sql$.execute(
      sql`update catalog_properties set withdrawn_at = now() - interval '2 days' where code = ${old!}`,
    );
    const asked = mark();
    await http().get(`/api/properties/${back}`).expect(200);
    expect(await liveCodes()).toContain(back);
    await http().get(`/api/properties/${old}`).expect(404);
    expect(asked().some((r) => r.includes(`codInmueble/${old}`))).toBe(false);
  });

  it('reads newest-modified cards between full reads, and stops at the last mark', async () => {
    await sync().run({ details: 0, full: true });
    const [changed] = fakeLive();
    fake.modify([changed!], { price: 987_000_000 });
    const asked = mark();
    const outcome = await sync().run({ details: 5 });
    // Cards modified in the same second as the mark are read again; the read stops at the first older one.
    expect(outcome).toMatchObject({ mode: 'incremental', withdrawn: 0 });
    expect(outcome!.pages).toBeLessThan(Math.ceil(SIZE / PAGE_SIZE) / 2);
    const searched = asked().filter((r) => searchPage(r) !== null);
    expect(searched.map(searchPage)).toEqual(Array.from({ length: outcome!.pages }, (_, i) => i + 1));
    for (const path of searched)
      expect(path).toMatch(/\/campo\/fecha_modificacion\/precio\/0\/order\/desc\//);
    expect(asked().some((r) => r.includes(`codInmueble/${changed}`))).toBe(true);
    const rows = await sql$.execute<{ price: string }>(
      sql`select price::text from catalog_properties where code = ${changed!}`,
    );
    expect(rows.rows.map((r) => Number(r.price))).toContain(987_000_000);
  }, 30_000);

  it('a run that lost its lease stops writing and never frees the next run’s lease', async () => {
    fake.setLatency({ search: 300 });
    const repository = t.app.get(SimiCatalogRepository);
    const first = sync().run({ details: 0, full: true });
    // The first run holds the lease; expire it as if the run had outlived it.
    await new Promise((resolve) => setTimeout(resolve, 450));
    await sql$.execute(sql`update simi_sync_state set lease_until = now() - interval '1 second'`);
    const expired = (await repository.state())!.leaseOwner;
    const second = sync().run({ details: 0 });
    await expect(first).rejects.toBeInstanceOf(SimiLeaseLostError);
    // The second run holds the lease now: the first run's failure did not free it.
    await waitFor('the second run to take the lease', async () => {
      const state = await repository.state();
      return state?.leaseOwner !== expired && state!.leaseUntil!.getTime() > Date.now();
    });
    expect((await repository.state())?.lastError).not.toMatch(/lease/);
    // While the second runs, a third is refused.
    await expect(sync().run({ details: 0 })).resolves.toBeNull();
    await expect(second).resolves.toMatchObject({ complete: true });
    fake.setLatency(NO_LATENCY);
    expect((await repository.state())?.leaseOwner).toBeNull();
  }, 30_000);

  it('a SIMI that hangs fails the run after its retries; health tells the timeout without the request path', async () => {
    fake.setDown('hang');
    try {
      await expect(sync().run({ details: 0, full: true })).rejects.toThrow(/timeout/);
    } finally {
      fake.setDown(null);
    }
    const copy = await health();
    expect(copy.lastError).toMatch(/SIMI timeout after 1000 ms on a search/);
    expect(JSON.stringify(copy)).not.toMatch(/filtroInmueble|codInmueble|ApiSimiweb|limite|127\.0\.0\.1/);
    expect(copy).toMatchObject({ state: 'ready', ready: true });
  }, 30_000);

  it('an HTML page mid-run fails the run, is recorded without its request path and withdraws nothing; the next run resumes at that page', async () => {
    proxy.rewrite((path) => (searchPage(path) === 2 ? HTML_PAGE : undefined));
    await expect(sync().run({ details: 0, full: true })).rejects.toThrow();
    const copy = await t.app.get(SimiCopyStatus).health();
    expect(copy.lastError).toMatch(/SIMI/);
    expect(copy.lastError).not.toMatch(/filtroInmueble|limite/);
    const live = fakeLive();
    expect((await withdrawnCodes()).filter((code) => live.includes(code))).toEqual([]);
    proxy.rewrite(null);
    const asked = mark();
    await expect(sync().run({ details: 0, full: true })).resolves.toMatchObject({ complete: true });
    expect(
      asked()
        .map(searchPage)
        .find((page) => page !== null),
    ).toBe(2);
    expect((await liveCodes()).sort()).toEqual(live.sort());
  }, 30_000);
});
