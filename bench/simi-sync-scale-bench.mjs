#!/usr/bin/env node
// SIMI sync at scale (issue 33): the built gateway and worker on PROPERTY_SOURCE=simi, PostgreSQL and Redis,
// against the fake SIMI (packages/api/test/fake-simi-server.ts: real answer shapes) holding 20,000 listings
// at SIMI's measured latency (a list call 3.5 s + 0.21 s per row, a detail 0.2 s) divided by --scale so a
// run fits a bench. Each SIMI wait is known exactly from that formula, so the real time of a run is
// projected as: measured time + (scale - 1) × the SIMI waits of the run (the gateway's own work is not
// scaled). Prints figures, never asserts on them:
//   1. the first full read: measured, projected real, against the floor 20,000 × 0.21 s (+ 3.5 s a page)
//   2. an incremental run with 1% of the listings changed (goal: ≤ 2 min real)
//   3. search p50/p99 on the copy while a full reconciliation runs (goal: p99 ≤ 50 ms), with 20 listings
//      gone from SIMI and one taken off during the read (the offset paging shifts). Searches run in a closed
//      loop from one client; the sync's CPU work is compressed by the scale too (a page every ~0.5 s instead
//      of every ~25 s), so the figure is pessimistic; the same loop with no sync running is printed beside it.
//   4. after each run: listings in the copy against listings in the fake, and listings wrongly withdrawn
// Needs `pnpm build` first.
//
//   node bench/simi-sync-scale-bench.mjs [--size 20000] [--scale 25]
//   env: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test),
//        BENCH_REDIS_URL (default redis://127.0.0.1:6379)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import ts from 'typescript';
import { freePort } from './load-stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'packages/api');

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    size: { type: 'string', default: '20000' },
    scale: { type: 'string', default: '25' },
  },
});
const SIZE = Number(values.size);
const SCALE = Number(values.scale);
const PAGE_SIZE = 100;
/** SIMI measured live (reference/simi-api.md, last section). */
const REAL = { search: 3500, perRow: 210, detail: 200, other: 300 };
const LATENCY = {
  search: REAL.search / SCALE,
  perRow: REAL.perRow / SCALE,
  detail: REAL.detail / SCALE,
  other: REAL.other / SCALE,
};
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const mainJs = path.join(apiDir, 'dist/main.js');
const workerJs = path.join(apiDir, 'dist/worker.js');
if (!existsSync(mainJs) || !existsSync(workerJs)) {
  console.error('The gateway is not built: run `pnpm build` first.');
  process.exit(2);
}
const requireApi = createRequire(path.join(apiDir, 'package.json'));
const { Queue } = requireApi('bullmq');

/** The fake SIMI is a TypeScript test helper: transpiled next to the built API so its imports resolve. */
function loadFake() {
  const source = readFileSync(path.join(apiDir, 'test/fake-simi-server.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const dir = path.join(apiDir, 'dist/bench-support');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fake-simi-server.js');
  writeFileSync(file, outputText.replaceAll('"../src/modules/', '"../modules/'));
  return createRequire(import.meta.url)(file);
}

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const dbName = `inmo_bench_${stamp}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
const redisPrefix = `inmo-bench:${stamp}:`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmo-bench-'));

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitUntil(what, probe, ms, every = 250) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if (await probe()) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`${what} did not happen within ${ms} ms`);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p99: percentile(s, 99), max: s.at(-1) };
}

async function timedGet(url) {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function searchCombo(r, cities) {
  const pick = (list) => list[Math.floor(r() * list.length)];
  return new URLSearchParams({
    gestion: String(r() < 0.6 ? 1 : 5),
    ciudad: String(pick(cities)),
    tipo: String(pick([0, 0, 1, 2, 4, 5])),
    habitaciones: String(pick([0, 0, 1, 2, 3])),
    orden: pick(['fecha', 'menor-precio', 'mayor-precio']),
    page: String(pick([1, 1, 1, 2, 3])),
  }).toString();
}

/** The sync asks for details this many at a time (DETAIL_CONCURRENCY): their waits overlap. */
const DETAILS_AT_ONCE = 10;

/**
 * Real milliseconds of SIMI waits, given the requests a run made (paths after the base) and their rows:
 * list pages one after the other, details 10 at a time.
 */
function simiWaits(paths, rowsOf) {
  let ms = 0;
  for (const p of paths) {
    if (p.includes('filtroInmueble')) ms += REAL.search + REAL.perRow * rowsOf(p);
    else if (p.includes('codInmueble')) ms += REAL.detail / DETAILS_AT_ONCE;
    else ms += REAL.other;
  }
  return ms;
}

const children = [];
let fake;
async function main() {
  const { startFakeSimiServer, FAKE_SIMI_TOKEN, FAKE_SIMI_SEDES, FAKE_SIMI_PHOTO_ORIGINS } = loadFake();
  console.log(
    `Fake SIMI: ${SIZE} listings; SIMI's measured latency (list 3.5 s + 0.21 s/row, detail 0.2 s) divided by ${SCALE}: ` +
      `list ${LATENCY.search} ms + ${LATENCY.perRow} ms/row, detail ${LATENCY.detail} ms. Pages of ${PAGE_SIZE}.`,
  );
  fake = await startFakeSimiServer({ size: SIZE, latency: LATENCY });
  const live = new Set(fake.catalog.properties.map((p) => p.code));
  const pageRows = (p) => {
    const m = /\/limite\/(\d+)\/total\/(\d+)\//.exec(p);
    if (!m) return 0;
    const [page, size] = [Number(m[1]), Number(m[2])];
    return Math.max(0, Math.min(size, live.size - (page - 1) * size));
  };
  await admin(`create database "${dbName}"`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: base,
    PORT: String(port),
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'info',
    SEED_SIZE: '0',
    PROPERTY_SOURCE: 'simi',
    SIMI_BASE_URL: fake.baseUrl,
    SIMI_TOKEN: FAKE_SIMI_TOKEN,
    SIMI_SEDES: JSON.stringify(FAKE_SIMI_SEDES),
    PHOTO_ORIGINS: [...FAKE_SIMI_PHOTO_ORIGINS, new URL(fake.baseUrl).origin].join(','),
    // Not scaled down like the latency: the fake's own CPU time per page (20,000 listings sorted) is not,
    // and on a loaded host a scaled timeout fails pages SIMI would answer.
    SIMI_SYNC_TIMEOUT_MS: '15000',
    SIMI_TIMEOUT_MS: '5000',
    SIMI_SYNC_PAGE_SIZE: String(PAGE_SIZE),
    // Runs are started by this script (the scheduler's own first run is the first full read).
    SIMI_SYNC_INTERVAL_MINUTES: '600',
  };
  const progress = [];
  const gateway = spawn(process.execPath, [mainJs], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(gateway);
  await waitUntil('the gateway start', async () => (await fetch(`${base}/api/health`)).ok, 60_000);
  const worker = spawn(process.execPath, [workerJs], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(worker);
  worker.stdout.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      const m = /"msg":"(SIMI full read: page [^"]+)"/.exec(line);
      if (m) progress.push(m[1]);
    }
  });
  const health = async () => (await (await fetch(`${base}/api/health`)).json()).simiCopy;
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const queueConnection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('simi-sync', { connection: queueConnection, prefix: `${redisPrefix}bull` });
  const cities = [0, ...new Set(fake.catalog.properties.map((p) => p.cityId))];

  async function compare(label) {
    const copy = (
      await db.query(
        `select distinct code from catalog_properties where synced_at is not null and withdrawn_at is null`,
      )
    ).rows.map((r) => r.code);
    const withdrawn = (
      await db.query(`select distinct code from catalog_properties where withdrawn_at is not null`)
    ).rows.map((r) => r.code);
    const wrongly = withdrawn.filter((c) => live.has(c)).length;
    const missing = [...live].filter((c) => !copy.includes(c)).length;
    console.log(
      `  ${label}: copy ${copy.length} listings, fake ${live.size}; missing ${missing}; withdrawn ${withdrawn.length}, wrongly ${wrongly}`,
    );
  }

  /** Waits for the run after `since` to finish; answers its wall time and SIMI's requests meanwhile. */
  async function runToEnd(label, since, startedAt, during) {
    const from = fake.requests.length;
    await waitUntil(
      label,
      async () => {
        const [row] = (await db.query(`select finished_at, lease_owner from simi_sync_state where id = 1`))
          .rows;
        // Finished, detail pass included (the lease is freed at the very end).
        return row?.finished_at && new Date(row.finished_at) > since && row.lease_owner === null;
      },
      60 * 60_000,
      200,
    );
    const wall = Date.now() - startedAt;
    during?.stop();
    return { wall, paths: fake.requests.slice(from) };
  }

  function report(label, wall, paths, { cardMs } = {}) {
    const waits = simiWaits(paths, pageRows);
    const projected = wall + (waits / SCALE) * (SCALE - 1);
    const pages = paths.filter((p) => p.includes('filtroInmueble')).length;
    const details = paths.filter((p) => p.includes('codInmueble')).length;
    console.log(
      `\n${label}: ${(wall / 1000).toFixed(1)} s measured (${pages} list pages, ${details} details); ` +
        `SIMI waits ${(waits / 1000 / 60).toFixed(1)} min real → projected ${(projected / 1000 / 60).toFixed(1)} min real` +
        (cardMs !== undefined ? `; card pass ${(cardMs / 1000).toFixed(1)} s measured` : ''),
    );
    return projected;
  }

  // 1. The first full read (the scheduler's first run, at the worker's start).
  const t0 = Date.now();
  const from0 = fake.requests.length;
  await waitUntil('the first full read', async () => (await health())?.ready, 2 * 60 * 60_000, 1000);
  const first = await health();
  // Its detail pass goes on after the copy is ready: wait for the lease to be freed.
  await waitUntil(
    'the first run to end',
    async () => (await db.query(`select lease_owner from simi_sync_state`)).rows[0]?.lease_owner === null,
    60 * 60_000,
    500,
  );
  const firstPaths = fake.requests.slice(from0);
  const cardPaths = firstPaths.filter((p) => p.includes('filtroInmueble'));
  const cardWaits = simiWaits(cardPaths, pageRows);
  const cardProjected = first.durationMs + (cardWaits / SCALE) * (SCALE - 1);
  const floor = SIZE * REAL.perRow;
  const floorPages = floor + Math.ceil(SIZE / PAGE_SIZE) * REAL.search;
  console.log(
    `\n1. First full read (card pass): ${(first.durationMs / 1000).toFixed(1)} s measured, ${cardPaths.length} pages → ` +
      `projected ${(cardProjected / 60_000).toFixed(1)} min real; floor ${SIZE} × 0.21 s = ${(floor / 60_000).toFixed(1)} min ` +
      `(${(floorPages / 60_000).toFixed(1)} min with 3.5 s per page of ${PAGE_SIZE})`,
  );
  report('   whole first run with its detail pass', Date.now() - t0, firstPaths);
  for (const line of progress.slice(0, 3)) console.log(`   log: ${line}`);
  if (progress.length > 3)
    console.log(`   log: … ${progress.length} progress lines, last: ${progress.at(-1)}`);
  await compare('after the first full read');

  // Search with no sync running, for comparison (the same closed loop, as long as a short run).
  const idle = [];
  const idleR = rng(1);
  const idleUntil = Date.now() + 15_000;
  while (Date.now() < idleUntil)
    idle.push(await timedGet(`${base}/api/properties?${searchCombo(idleR, cities)}`));
  const i0 = stats(idle);
  console.log(
    `   search on the copy, no sync running: n=${i0.n} p50 ${i0.p50.toFixed(1)} ms p99 ${i0.p99.toFixed(1)} ms max ${i0.max.toFixed(1)} ms`,
  );

  // 2. An incremental run with 1% changed (new prices), searches measured meanwhile.
  const changed = fake.catalog.properties.filter((_, i) => i % 100 === 7).map((p) => p.code);
  fake.modify(changed, { price: 999_000_000 });
  const searchesDuring = async (r) => {
    let stopped = false;
    const times = [];
    const loop = (async () => {
      while (!stopped) times.push(await timedGet(`${base}/api/properties?${searchCombo(r, cities)}`));
    })();
    return {
      times,
      stop: () => {
        stopped = true;
      },
      done: () => loop,
    };
  };
  let since = new Date();
  let t = Date.now();
  const s2 = await searchesDuring(rng(2));
  await queue.add('full-sync', {});
  const inc = await runToEnd('the incremental run', since, t, s2);
  await s2.done();
  const incProjected = report(
    `2. Incremental run, ${changed.length} listings changed (1%)`,
    inc.wall,
    inc.paths,
  );
  console.log(`   goal ≤ 2 min real: ${incProjected <= 120_000 ? 'met' : 'NOT met'}`);
  const updated = (
    await db.query(
      `select count(distinct code)::int n from catalog_properties where price = 999000000 and code = any($1)`,
      [changed],
    )
  ).rows[0].n;
  console.log(`   changed listings with the new price in the copy: ${updated} of ${changed.length}`);
  const i2 = stats(s2.times);
  console.log(`   searches meanwhile: n=${i2.n} p50 ${i2.p50.toFixed(1)} ms p99 ${i2.p99.toFixed(1)} ms`);
  await compare('after the incremental run');

  // 3. A full reconciliation: 20 listings gone before it, one more taken off during it; searches meanwhile.
  const gone = fake.catalog.properties.filter((_, i) => i % 1000 === 3).map((p) => p.code);
  fake.withdraw(...gone);
  for (const c of gone) live.delete(c);
  await db.query(`update simi_sync_state set full_finished_at = now() - interval '2 days'`);
  since = new Date();
  t = Date.now();
  const s3 = await searchesDuring(rng(3));
  const midRun = fake.catalog.properties[SIZE / 2].code;
  const removeMid = setInterval(() => {
    if (fake.requests.filter((p) => p.includes('filtroInmueble')).length > inc.paths.length + 20) {
      fake.withdraw(midRun);
      live.delete(midRun);
      clearInterval(removeMid);
    }
  }, 100);
  await queue.add('full-sync', {});
  const rec = await runToEnd('the reconciliation', since, t, s3);
  clearInterval(removeMid);
  await s3.done();
  const state = (await db.query(`select withdrawn, full_finished_at from simi_sync_state`)).rows[0];
  report(`3. Full reconciliation (${gone.length} gone before, 1 taken off during it)`, rec.wall, rec.paths);
  console.log(
    `   withdrawn by the run: ${state.withdrawn}; complete read: ${new Date(state.full_finished_at) > since ? 'yes' : 'no (inventory changed meanwhile: nothing withdrawn)'}`,
  );
  const r3 = stats(s3.times);
  console.log(
    `   search on the copy during the read: n=${r3.n} p50 ${r3.p50.toFixed(1)} ms p99 ${r3.p99.toFixed(1)} ms max ${r3.max.toFixed(1)} ms (goal p99 ≤ 50 ms: ${r3.p99 <= 50 ? 'met' : 'NOT met'})`,
  );
  await compare('after the reconciliation');

  // 4. The next full read: the listing taken off mid-run is confirmed gone now.
  await db.query(`update simi_sync_state set full_finished_at = now() - interval '2 days'`);
  since = new Date();
  t = Date.now();
  await queue.add('full-sync', {});
  const again = await runToEnd('the next full read', since, t);
  report('4. Next full read', again.wall, again.paths);
  await compare('after the next full read');

  console.log(
    `\n${os.cpus().length} CPUs, shared by the fake SIMI, the gateway, the worker, PostgreSQL, Redis, this script (and other work on the host).`,
  );
  await queue.close();
  queueConnection.disconnect();
  await db.end();
}

async function cleanup() {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r)))));
  if (fake) await fake.close();
  await admin(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  try {
    await redis.connect();
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } catch {
    /* Redis gone: nothing to clean */
  } finally {
    redis.disconnect();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

main()
  .then(cleanup)
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
