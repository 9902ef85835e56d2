import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  FAKE_SIMI_PHOTO_ORIGINS,
  FAKE_SIMI_SEDES,
  FAKE_SIMI_TOKEN,
  startFakeSimiServer,
  type FakeSimiServer,
} from '../fake-simi-server';
import { DbProbe } from '../form-helpers';
import { searchPage, startSimiAnswerRewriter, type SimiAnswerRewriter } from '../simi-answer-rewriter';
import { createTestApp } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { TEST_REDIS_URL, uniqueSuffix } from '../test-env';
import { waitFor } from '../wait-for';

const run = promisify(execFile);
const API_DIR = path.resolve(__dirname, '../..');
const WORKER_JS = path.join(API_DIR, 'dist/worker.js');
const SIZE = 150;
const PAGE_SIZE = 25;
const PAGES = Math.ceil(SIZE / PAGE_SIZE);
/** The fake's latency per search page. */
const PAGE_MS = 300;

interface Seen {
  readonly at: number;
  readonly page: number;
}

/**
 * Two worker processes on real Redis and PostgreSQL, each reaching the fake SIMI through its own proxy (so
 * the test knows which one asked what, and when): one sync at a time, a holder SIGKILLed mid-read resumed
 * by the other once the lease lapses, and every listing withdrawn once and only when gone from SIMI.
 */
describe('SIMI sync across two worker processes (real Redis and PostgreSQL)', () => {
  let fake: FakeSimiServer;
  let db: TestDatabase;
  let probe: DbProbe;
  let dataDir: string;
  let queue: Queue;
  let connection: Redis;
  const proxies: SimiAnswerRewriter[] = [];
  const seen: Seen[][] = [[], []];
  const workers: (ChildProcess | undefined)[] = [undefined, undefined];
  let baseEnv: NodeJS.ProcessEnv;
  const prefix = `simi-workers:${uniqueSuffix()}:`;

  const startWorker = (i: 0 | 1) => {
    const child = spawn(process.execPath, [WORKER_JS], {
      env: { ...baseEnv, SIMI_BASE_URL: proxies[i]!.baseUrl },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code, signal) => {
      if (code && code !== 0)
        console.error(`worker ${i} exited ${code} ${signal ?? ''}: ${stderr.slice(-2000)}`);
    });
    workers[i] = child;
  };
  const kill = async (i: 0 | 1) => {
    const child = workers[i];
    workers[i] = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  };
  const syncNow = () => queue.add('full-sync', {}, { removeOnComplete: 50, removeOnFail: 50 });
  const withdrawn = () =>
    probe.rows<{ code: string; at: Date }>(
      `select code, max(withdrawn_at) as at from catalog_properties where withdrawn_at is not null group by code order by code`,
    );
  const live = async () =>
    (
      await probe.rows<{ code: string }>(
        `select distinct code from catalog_properties where synced_at is not null and withdrawn_at is null`,
      )
    )
      .map((r) => r.code)
      .sort();
  const state = async () =>
    (
      await probe.rows<{
        full_finished_at: Date | null;
        cursor_page: number | null;
        lease_owner: string | null;
      }>(`select full_finished_at, cursor_page, lease_owner from simi_sync_state where id = 1`)
    )[0];
  /** Whether the two workers ever had search pages in flight at once (each page takes at least 300 ms). */
  const overlapping = () =>
    seen[0]!.filter((a) => seen[1]!.some((b) => Math.abs(a.at - b.at) < PAGE_MS)).map((a) => a.page);

  beforeAll(async () => {
    if (!existsSync(WORKER_JS)) await run('pnpm', ['run', 'build'], { cwd: API_DIR });
    // 300 ms a page: a full read of 6 pages takes about 2 s, long enough to kill its worker midway.
    fake = await startFakeSimiServer({ size: SIZE, latency: { search: PAGE_MS } });
    for (const i of [0, 1]) {
      const proxy = await startSimiAnswerRewriter(fake.baseUrl);
      proxy.rewrite((p) => {
        const page = searchPage(p);
        if (page !== null) seen[i]!.push({ at: Date.now(), page });
        return undefined;
      });
      proxies.push(proxy);
    }
    db = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'inmo-simi-workers-'));
    const shared = {
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      SEED_SIZE: '0',
    };
    // The migrations, once, before two processes start on the database.
    const migrated = await createTestApp(shared);
    await migrated.close();
    probe = await DbProbe.connect(db.url);
    baseEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...shared,
      PROPERTY_SOURCE: 'simi',
      SIMI_TOKEN: FAKE_SIMI_TOKEN,
      // The lease is 2 × this + 10 s: a killed holder's lease lapses after at most 12 s.
      SIMI_SYNC_TIMEOUT_MS: '1000',
      SIMI_SYNC_PAGE_SIZE: String(PAGE_SIZE),
      SIMI_SEDES: JSON.stringify(FAKE_SIMI_SEDES),
      PHOTO_ORIGINS: [...FAKE_SIMI_PHOTO_ORIGINS, new URL(fake.baseUrl).origin].join(', '),
    };
    connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue('simi-sync', { connection, prefix: `${prefix}bull` });
    startWorker(0);
    startWorker(1);
  }, 180_000);

  afterAll(async () => {
    await kill(0);
    await kill(1);
    await queue?.close();
    connection?.disconnect();
    await probe?.close();
    for (const proxy of proxies) await proxy.close();
    await fake?.close();
    await db?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('two jobs at once on two workers: one syncs, the other finds the lease taken', async () => {
    await waitFor('both workers connected', async () => (await queue.getWorkers()).length >= 2, 60_000, 200);
    await syncNow();
    await syncNow();
    await waitFor('the first full read', async () => (await state())?.full_finished_at != null, 60_000, 200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Both jobs ran at once (each worker took one), but only one read SIMI's pages.
    expect(seen.filter((s) => s.length > 0)).toHaveLength(1);
    expect(seen.flat().map((s) => s.page)).toEqual(Array.from({ length: PAGES }, (_, i) => i + 1));
    expect(await live()).toEqual(fake.catalog.properties.map((p) => p.code).sort());
    expect(await withdrawn()).toEqual([]);
  }, 90_000);

  it('the holder killed mid-read: the other resumes at its cursor once the lease lapses; each gone listing withdrawn once', async () => {
    const leaving = fake.catalog.properties.slice(40, 43).map((p) => p.code);
    fake.withdraw(...leaving);
    // The next run is a full read (the reconciliation is due).
    await probe.rows(`update simi_sync_state set full_finished_at = now() - interval '2 days'`);
    const before = [seen[0]!.length, seen[1]!.length];
    let holder: 0 | 1 | undefined;
    let lastJob = 0;
    await waitFor(
      'the holder past page 2',
      async () => {
        for (const i of [0, 1] as const) if (seen[i]!.length - before[i]! >= 3) holder = i;
        if (holder !== undefined) return true;
        // A job that met the last run's lease (its detail pass) was skipped: ask again.
        if (Date.now() - lastJob > 1000 && !(await state())?.lease_owner) {
          lastJob = Date.now();
          await syncNow();
        }
        return false;
      },
      30_000,
      20,
    );
    await kill(holder!);
    const killedAt = Date.now();
    const survivor = holder === 0 ? 1 : 0;
    const cursor = (await state())!.cursor_page!;
    expect(cursor).toBeGreaterThan(1);
    expect(cursor).toBeLessThanOrEqual(PAGES);
    // Jobs meanwhile find the dead run's lease and skip; once it lapses one resumes the read.
    const resumedFrom = seen[survivor]!.length;
    await waitFor(
      'the survivor to finish the read',
      async () => {
        const s = await state();
        if (s?.full_finished_at && Date.now() - new Date(s.full_finished_at).getTime() < 60_000) return true;
        if (!s?.lease_owner || (await queue.getWaitingCount()) === 0) await syncNow();
        return false;
      },
      60_000,
      1000,
    );
    // The resumed read: from the dead run's cursor to the last page (later runs may follow it).
    const after = seen[survivor]!.slice(resumedFrom).map((s) => s.page);
    const resumed = after.slice(0, PAGES - cursor + 1);
    expect(resumed).toEqual(Array.from({ length: PAGES - cursor + 1 }, (_, i) => cursor + i));
    expect(seen[survivor]![resumedFrom]!.at - killedAt).toBeGreaterThanOrEqual(2000);
    const gone = await withdrawn();
    expect(gone.map((g) => g.code)).toEqual([...leaving].sort());
    expect(await live()).toEqual(
      fake.catalog.properties
        .map((p) => p.code)
        .filter((c) => !leaving.includes(c))
        .sort(),
    );
    // Another full read withdraws nothing again, and never rewrites the withdrawals.
    await probe.rows(`update simi_sync_state set full_finished_at = now() - interval '2 days'`);
    await syncNow();
    await waitFor(
      'the next full read',
      async () => {
        const s = await state();
        return s?.full_finished_at != null && Date.now() - new Date(s.full_finished_at).getTime() < 30_000;
      },
      60_000,
      200,
    );
    expect(await withdrawn()).toEqual(gone);
    // The two workers never read pages at the same time.
    expect(seen[0]!.length).toBeGreaterThan(0);
    expect(seen[1]!.length).toBeGreaterThan(0);
    expect(overlapping()).toEqual([]);
  }, 120_000);

  it('a failed run fails its BullMQ job, which is retried', async () => {
    fake.setDown('http500');
    await probe.rows(`update simi_sync_state set full_finished_at = now() - interval '2 days'`);
    // As the scheduler's jobs: tried again after a backoff when the run rejects.
    const job = await queue.add('full-sync', {}, { attempts: 3, backoff: { type: 'fixed', delay: 60_000 } });
    await waitFor(
      'the job to fail and wait for its retry',
      async () => (await queue.getJob(job.id!))?.attemptsMade === 1 && (await job.getState()) === 'delayed',
      60_000,
      200,
    );
    const failed = await queue.getJob(job.id!);
    expect(failed?.failedReason).toMatch(/SIMI/);
    fake.setDown(null);
  }, 90_000);
});
