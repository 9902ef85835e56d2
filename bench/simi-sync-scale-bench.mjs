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
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  admin,
  API_DIR,
  freePort,
  loadFakeSimi,
  REDIS_URL,
  rng,
  root,
  scratch,
  simiStackEnv,
  stats,
  timedGet,
  waitUntil,
} from './bench-kit.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    size: { type: 'string', default: '20000' },
    scale: { type: 'string', default: '25' },
    // Search during a sync only: the copy is built at --build-scale (fast), then --rounds of a window of
    // searches with no sync and one during a full reconciliation, one after the other.
    'search-only': { type: 'boolean', default: false },
    'build-scale': { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '3' },
    'idle-seconds': { type: 'string', default: '45' },
    // Another build of the gateway (a copy of packages/api/dist, e.g. dist-before) to interleave with.
    'compare-dist': { type: 'string' },
    // Writes the gateway's CPU profile of the first sync window there (.cpuprofile), the worker's beside it.
    'cpu-profile': { type: 'string' },
    // Also time the searches on the fake SIMI's thread, as the bench did before (rounds alternate).
    'compare-client': { type: 'boolean', default: false },
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

const mainJs = path.join(API_DIR, 'dist/main.js');
const workerJs = path.join(API_DIR, 'dist/worker.js');
if (!existsSync(mainJs) || !existsSync(workerJs)) {
  console.error('The gateway is not built: run `pnpm build` first.');
  process.exit(2);
}
const requireApi = createRequire(path.join(API_DIR, 'package.json'));
const { Queue } = requireApi('bullmq');

const { dbName, dbUrl, redisPrefix, dataDir } = scratch();

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

/** The searches' closed loop, in a worker thread: its clock is not held up by the fake SIMI's work here. */
const SEARCH_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const rng = ${rng.toString()};
const searchCombo = ${searchCombo.toString()};
const r = rng(workerData.seed);
let stopped = false;
const times = [];
parentPort.on('message', () => { stopped = true; });
const errors = [];
(async () => {
  while (!stopped) {
    const started = performance.now();
    try {
      const res = await fetch(workerData.base + '/api/properties?' + searchCombo(r, workerData.cities));
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error('search answered ' + res.status);
      times.push(performance.now() - started);
    } catch (error) {
      // Counted and reported, never timed.
      errors.push(String(error.cause?.code ?? error.message));
    }
  }
  parentPort.postMessage({ times, errors });
})();
`;

/** The same loop on this thread, as the bench ran it before: the fake SIMI's work here delays its clock. */
function searchesHere(base, cities, seed) {
  const r = rng(seed);
  let stopped = false;
  const times = [];
  const loop = (async () => {
    while (!stopped) {
      try {
        times.push(await timedGet(`${base}/api/properties?${searchCombo(r, cities)}`));
      } catch {
        /* counted by the thread's loop only */
      }
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return times;
    },
  };
}

function searchesIn(base, cities, seed) {
  const thread = new Worker(SEARCH_LOOP, { eval: true, workerData: { base, cities, seed } });
  const result = new Promise((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
  });
  return {
    stop: async () => {
      thread.postMessage('stop');
      const { times, errors } = await result;
      await thread.terminate();
      if (errors.length > 0)
        console.log(`   (${errors.length} searches failed: ${[...new Set(errors)].join(', ')})`);
      return times;
    },
  };
}

/** The probe's one-second lines of `file` within [from, to]. */
function loopLines(file, from, to) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((l) => l.at >= from && l.at <= to + 1000);
}

function loopSummary(lines) {
  if (lines.length === 0) return 'no probe lines';
  const worst = lines.reduce((a, b) => (b.stallMs > a.stallMs ? b : a));
  const cpu = Math.max(...lines.map((l) => l.stallCpuMs));
  const over50 = lines.filter((l) => l.stallMs > 50).length;
  return `longest stall ${worst.stallMs} ms wall (${worst.stallCpuMs} ms CPU in it), longest stall's CPU over the window ${cpu} ms, seconds with a stall > 50 ms: ${over50} of ${lines.length}`;
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * --search-only: rounds of a window of searches with no sync, then one during a full reconciliation (run to
 * its end), on each gateway in turn; with each, the gateway's, the worker's and this thread's stalls.
 */
async function searchDuringSyncs({ gateways, worker, db, queue, compare }) {
  const rounds = Number(values.rounds);
  const idleMs = Number(values['idle-seconds']) * 1000;
  fake.setLatency(LATENCY);
  const cities = [0, ...new Set(fake.catalog.properties.map((p) => p.cityId))];
  const files = {
    worker: path.join(dataDir, 'worker.loop.jsonl'),
    bench: path.join(dataDir, 'bench.loop.jsonl'),
  };
  const rows = [];
  let profiled = false;
  // Warm-up, not counted: each gateway's first index load, JIT and cache.
  for (const g of gateways) {
    const warm = searchesIn(g.base, cities, 99);
    await new Promise((r) => setTimeout(r, 20_000));
    await warm.stop();
  }
  console.log(
    `\nSearch during a sync: ${rounds} rounds; SIMI's latency / ${values.scale} during the syncs; searches in a closed loop from one client (a worker thread).`,
  );
  const clients = values['compare-client'] ? ['thread', 'main'] : ['thread'];
  for (let round = 1; round <= rounds; round++) {
    for (const client of clients) {
      const searches = client === 'thread' ? searchesIn : searchesHere;
      for (const g0 of gateways) {
        const g = {
          ...g0,
          label:
            clients.length > 1
              ? `${g0.label}, timed ${client === 'thread' ? 'from a worker thread' : "on the fake SIMI's thread"}`
              : g0.label,
        };
        // No sync.
        let from = Date.now();
        let loadBefore = load();
        let s = searches(g.base, cities, round * 10);
        await new Promise((r) => setTimeout(r, idleMs));
        let times = await s.stop();
        let to = Date.now();
        const idle = stats(times);
        console.log(
          `\n[round ${round}, ${g.label}] no sync (${((to - from) / 1000).toFixed(0)} s, load ${loadBefore} → ${load()}): ` +
            `n=${idle.n} p50 ${idle.p50.toFixed(1)} p99 ${idle.p99.toFixed(1)} max ${idle.max.toFixed(1)} ms`,
        );
        console.log(`   gateway: ${loopSummary(loopLines(g.loop, from, to))}`);
        // A full reconciliation.
        await db.query(`update simi_sync_state set full_finished_at = now() - interval '2 days'`);
        const since = new Date();
        from = Date.now();
        loadBefore = load();
        if (values['cpu-profile'] && !profiled) for (const c of [g.child, worker]) c.kill('SIGWINCH');
        s = searches(g.base, cities, round * 10 + 1);
        await queue.add('full-sync', {});
        const run = await runUntilDone(db, since);
        times = await s.stop();
        to = Date.now();
        if (values['cpu-profile'] && !profiled) {
          for (const c of [g.child, worker]) c.kill('SIGWINCH');
          profiled = true;
        }
        const during = stats(times);
        console.log(
          `[round ${round}, ${g.label}] during a reconciliation (${((to - from) / 1000).toFixed(0)} s, ${run.pages} pages, load ${loadBefore} → ${load()}): ` +
            `n=${during.n} p50 ${during.p50.toFixed(1)} p99 ${during.p99.toFixed(1)} max ${during.max.toFixed(1)} ms ` +
            `(goal p99 ≤ 50 ms: ${during.p99 <= 50 ? 'met' : 'NOT met'})`,
        );
        console.log(`   gateway: ${loopSummary(loopLines(g.loop, from, to))}`);
        console.log(`   worker:  ${loopSummary(loopLines(files.worker, from, to))}`);
        console.log(`   bench (the fake SIMI's thread): ${loopSummary(loopLines(files.bench, from, to))}`);
        rows.push({ label: g.label, idle, during });
      }
    }
  }
  console.log('\nMedians over the rounds (p99 ms, no sync / during a reconciliation):');
  for (const label of new Set(rows.map((r) => r.label))) {
    const mine = rows.filter((r) => r.label === label);
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `   ${label}: ${median(mine.map((r) => r.idle.p99)).toFixed(1)} / ${median(mine.map((r) => r.during.p99)).toFixed(1)}` +
        `   (each round: ${mine.map((r) => `${r.idle.p99.toFixed(1)}/${r.during.p99.toFixed(1)}`).join(', ')})`,
    );
  }
  await compare('after the rounds');
}

/** Waits for the run started after `since` to end; answers how many pages it read. */
async function runUntilDone(db, since) {
  const from = fake.requests.length;
  await waitUntil(
    'the reconciliation',
    async () => {
      const [row] = (await db.query(`select finished_at, lease_owner from simi_sync_state where id = 1`))
        .rows;
      return row?.finished_at && new Date(row.finished_at) > since && row.lease_owner === null;
    },
    60 * 60_000,
    200,
  );
  return { pages: fake.requests.slice(from).filter((p) => p.includes('filtroInmueble')).length };
}

const children = [];
let fake;
async function main() {
  const { startFakeSimiServer, FAKE_SIMI_TOKEN, FAKE_SIMI_SEDES, FAKE_SIMI_PHOTO_ORIGINS } = loadFakeSimi();
  console.log(
    `Fake SIMI: ${SIZE} listings; SIMI's measured latency (list 3.5 s + 0.21 s/row, detail 0.2 s) divided by ${SCALE}: ` +
      `list ${LATENCY.search} ms + ${LATENCY.perRow} ms/row, detail ${LATENCY.detail} ms. Pages of ${PAGE_SIZE}.`,
  );
  const SEARCH_ONLY = values['search-only'];
  const BUILD_SCALE = Number(values['build-scale']);
  const buildLatency = SEARCH_ONLY
    ? Object.fromEntries(Object.entries(REAL).map(([k, v]) => [k, v / BUILD_SCALE]))
    : LATENCY;
  fake = await startFakeSimiServer({ size: SIZE, latency: buildLatency });
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
  const env = simiStackEnv(
    fake,
    { FAKE_SIMI_TOKEN, FAKE_SIMI_SEDES, FAKE_SIMI_PHOTO_ORIGINS },
    { port, dbUrl, redisPrefix, dataDir },
    {
      LOG_LEVEL: 'info',
      // Not scaled down like the latency: the fake's own CPU time per page (20,000 listings sorted) is not,
      // and on a loaded host a scaled timeout fails pages SIMI would answer.
      SIMI_SYNC_TIMEOUT_MS: '15000',
      SIMI_TIMEOUT_MS: '5000',
      SIMI_SYNC_PAGE_SIZE: String(PAGE_SIZE),
      // Runs are started by this script (the scheduler's own first run is the first full read).
      SIMI_SYNC_INTERVAL_MINUTES: '600',
    },
  );
  const progress = [];
  const probe = (name, extra = {}) => ({
    ...env,
    ...extra,
    EVENT_LOOP_PROBE_FILE: path.join(dataDir, `${name}.loop.jsonl`),
  });
  const probeRequire = ['--import', pathToFileURL(path.join(root, 'bench/event-loop-probe.mjs')).href];
  const gateway = spawn(process.execPath, [...probeRequire, mainJs], {
    env: probe('gateway', values['cpu-profile'] ? { CPU_PROFILE_FILE: values['cpu-profile'] } : {}),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(gateway);
  await waitUntil('the gateway start', async () => (await fetch(`${base}/api/health`)).ok, 180_000);
  // The gateways searched: this build, and with --compare-dist another one on the same copy.
  const gateways = [{ label: 'dist', base, loop: path.join(dataDir, 'gateway.loop.jsonl'), child: gateway }];
  if (values['compare-dist']) {
    const otherPort = await freePort();
    const otherDist = path.resolve(values['compare-dist']);
    const other = spawn(process.execPath, [...probeRequire, path.join(otherDist, 'main.js')], {
      env: probe('gateway-compare', { PORT: String(otherPort), PUBLIC_URL: `http://127.0.0.1:${otherPort}` }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(other);
    const otherBase = `http://127.0.0.1:${otherPort}`;
    await waitUntil(
      'the other gateway start',
      async () => (await fetch(`${otherBase}/api/health`)).ok,
      180_000,
    );
    gateways.push({
      label: path.basename(otherDist),
      base: otherBase,
      loop: path.join(dataDir, 'gateway-compare.loop.jsonl'),
      child: other,
    });
  }
  // The fake SIMI runs in this process: its stalls would delay the searches' clocks, so they are measured
  // from a worker thread (searchesIn), and this thread's own stalls are recorded too.
  process.env.EVENT_LOOP_PROBE_FILE = path.join(dataDir, 'bench.loop.jsonl');
  await import('./event-loop-probe.mjs');
  const startWorker = () =>
    spawn(process.execPath, [...probeRequire, workerJs], {
      env: probe(
        'worker',
        values['cpu-profile'] ? { CPU_PROFILE_FILE: `${values['cpu-profile']}.worker` } : {},
      ),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  let worker = startWorker();
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
  if (SEARCH_ONLY) {
    // The searches need the cards only: the first read's detail pass (20,000 details, CPU-bound here) is
    // cut short. The worker stops (its run ends at the next detail), the details count as fresh, and a new
    // worker starts (its scheduler's first run is then a short incremental one).
    const stopped = new Promise((r) => worker.once('exit', r));
    worker.kill('SIGTERM');
    await stopped;
    await db.query(`update simi_sync_state set lease_owner = null, lease_until = null`);
    await db.query(`update catalog_properties set detail_synced_at = now() where detail_synced_at is null`);
    children.splice(children.indexOf(worker), 1);
    worker = startWorker();
    children.push(worker);
    await new Promise((r) => setTimeout(r, 5000));
  }
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
  if (SEARCH_ONLY) {
    await searchDuringSyncs({ gateways, worker, db, queue, compare });
    await queue.close();
    queueConnection.disconnect();
    await db.end();
    return;
  }

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
