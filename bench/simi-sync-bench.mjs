#!/usr/bin/env node
// SIMI copy benchmark (issue 18): the built gateway and worker on PROPERTY_SOURCE=simi against the fake
// SIMI (packages/api/test/fake-simi-server.ts) at realistic latency with 3,000 listings, on PostgreSQL and
// Redis (the sync is the BullMQ repeatable job, run by the worker). Prints, in one run:
//   1. the first full sync's duration (the card pass after which searches come from the copy), and the
//      latency of a few searches a visitor makes while it runs (through the SIMI proxy)
//   2. search p50/p99 for 200 random filter combinations after the sync (each one uncached)
//   3. detail p50/p99 for 200 listings, each read starting a background refresh from SIMI
//   4. the same two with the fake SIMI stopped (connections refused), and the copy's age from /api/health
// Needs `pnpm build` first.
//
//   node bench/simi-sync-bench.mjs [--size 3000] [--search-ms 5000-8000] [--detail-ms 1000-2500] [--combos 200]
//   env: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test),
//        BENCH_REDIS_URL (default redis://127.0.0.1:6379)
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import {
  admin,
  API_DIR,
  freePort,
  loadFakeSimi,
  REDIS_URL,
  rng,
  scratch,
  simiStackEnv,
  stats,
  timedGet,
  waitUntil,
} from './bench-kit.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    size: { type: 'string', default: '3000' },
    'search-ms': { type: 'string', default: '5000-8000' },
    'detail-ms': { type: 'string', default: '1000-2500' },
    'other-ms': { type: 'string', default: '500-1500' },
    combos: { type: 'string', default: '200' },
  },
});
const SIZE = Number(values.size);
const COMBOS = Number(values.combos);
const range = (s) => /** @type {[number, number]} */ (s.split('-').map(Number));
const LATENCY = {
  search: range(values['search-ms']),
  detail: range(values['detail-ms']),
  other: range(values['other-ms']),
};

const mainJs = path.join(API_DIR, 'dist/main.js');
const workerJs = path.join(API_DIR, 'dist/worker.js');
if (!existsSync(mainJs) || !existsSync(workerJs)) {
  console.error('The gateway is not built: run `pnpm build` first.');
  process.exit(2);
}

const { dbName, dbUrl, redisPrefix, dataDir } = scratch();

function searchCombos(catalog, n, seed) {
  const r = rng(seed);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const cities = [0, ...new Set(catalog.properties.map((p) => p.cityId))];
  const orders = ['fecha', 'menor-precio', 'mayor-precio'];
  const seen = new Set();
  const combos = [];
  while (combos.length < n) {
    const gestion = r() < 0.6 ? 1 : 5;
    const q = new URLSearchParams({
      gestion: String(gestion),
      ciudad: String(pick(cities)),
      tipo: String(pick([0, 0, 1, 2, 4, 5])),
      habitaciones: String(pick([0, 0, 1, 2, 3])),
      banos: String(pick([0, 0, 1, 2])),
      parqueaderos: String(pick([0, 0, 1])),
      orden: pick(orders),
      page: String(pick([1, 1, 1, 2, 3])),
    });
    if (r() < 0.5) {
      const [lo, hi] = gestion === 1 ? [700_000, 8_000_000] : [100_000_000, 1_600_000_000];
      const min = Math.round((lo + r() * (hi - lo) * 0.5) / 1000) * 1000;
      q.set('valmin', String(min));
      q.set('valmax', String(Math.round((min + r() * (hi - lo)) / 1000) * 1000));
    }
    const key = q.toString();
    if (seen.has(key)) continue;
    seen.add(key);
    combos.push(key);
  }
  return combos;
}

function codes(catalog, n, seed) {
  const r = rng(seed);
  const all = catalog.properties.map((p) => p.code);
  const out = new Set();
  while (out.size < Math.min(n, all.length)) out.add(all[Math.floor(r() * all.length)]);
  return [...out];
}

const children = [];
let fake;
async function main() {
  const { startFakeSimiServer, FAKE_SIMI_TOKEN, FAKE_SIMI_SEDES, FAKE_SIMI_PHOTO_ORIGINS } = loadFakeSimi();
  console.log(
    `Fake SIMI: ${SIZE} listings; latency search ${LATENCY.search.join('-')} ms, detail ${LATENCY.detail.join('-')} ms, other ${LATENCY.other.join('-')} ms`,
  );
  fake = await startFakeSimiServer({ size: SIZE, latency: LATENCY });
  const { catalog } = fake;
  await admin(`create database "${dbName}"`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = simiStackEnv(
    fake,
    { FAKE_SIMI_TOKEN, FAKE_SIMI_SEDES, FAKE_SIMI_PHOTO_ORIGINS },
    { port, dbUrl, redisPrefix, dataDir },
    { SIMI_ADVISOR_PHOTO_URL: fake.advisorPhotoTemplate },
  );
  const started = Date.now();
  const gateway = spawn(process.execPath, [mainJs], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(gateway);
  await waitUntil('the gateway start', async () => (await fetch(`${base}/api/health`)).ok, 60_000);
  // The worker runs the sync job (BullMQ); it starts at once.
  const worker = spawn(process.execPath, [workerJs], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(worker);
  const health = async () => (await (await fetch(`${base}/api/health`)).json()).simiCopy;

  // 1. While the first sync runs: searches go through the proxy (and wait on SIMI).
  const during = [];
  for (const q of searchCombos(catalog, 5, 7)) {
    if ((await health())?.ready) break;
    during.push(await timedGet(`${base}/api/properties?${q}`));
  }
  await waitUntil('the first sync', async () => (await health())?.ready, 30 * 60_000, 1000);
  const first = await health();
  console.log(
    `\nFirst full sync: ${first.listings} listings in ${(first.durationMs / 1000).toFixed(1)} s (card pass, ${Math.ceil(SIZE / 100)} pages of 100); copy ready ${((Date.now() - started) / 1000).toFixed(1)} s after the gateway started`,
  );
  if (during.length > 0) {
    const d = stats(during);
    console.log(
      `  searches during the first sync (SIMI proxy): n=${d.n} p50 ${d.p50.toFixed(0)} ms, max ${d.max.toFixed(0)} ms`,
    );
  }

  const row = (name, s) =>
    console.log(
      `  ${name.padEnd(46)} n=${String(s.n).padEnd(4)} p50 ${s.p50.toFixed(1).padStart(7)} ms   p99 ${s.p99.toFixed(1).padStart(7)} ms   max ${s.max.toFixed(1).padStart(7)} ms`,
    );

  async function measure(label, searchSeed, detailSeed) {
    const searches = [];
    for (const q of searchCombos(catalog, COMBOS, searchSeed))
      searches.push(await timedGet(`${base}/api/properties?${q}`));
    const details = [];
    for (const code of codes(catalog, COMBOS, detailSeed))
      details.push(await timedGet(`${base}/api/properties/${code}`));
    console.log(`\n${label}`);
    row(`search, ${COMBOS} random filter combinations (uncached)`, stats(searches));
    row(`detail, ${COMBOS} listings (background refresh from SIMI)`, stats(details));
  }

  // Warm-up (not measured): the gateway's JIT, pools and the copy's pages in PostgreSQL's cache, as a
  // gateway that has served for a while. Other combinations than the measured ones.
  for (const q of searchCombos(catalog, 100, 99)) await timedGet(`${base}/api/properties?${q}`);
  for (const code of codes(catalog, 50, 98)) await timedGet(`${base}/api/properties/${code}`);

  // The worker's detail pass (SIMI details into the copy) runs meanwhile, as in production.
  await measure('After the first sync, SIMI up (fake at realistic latency)', 11, 12);
  const refreshStart = fake.requests.filter((r) => r.includes('codInmueble')).length;
  await new Promise((r) => setTimeout(r, 3000));
  console.log(`  detail calls SIMI received so far (refreshes and the sync's detail pass): ${refreshStart}`);

  await fake.close();
  fake = undefined;
  await measure('SIMI stopped (connections refused)', 21, 22);
  const stopped = await health();
  console.log(
    `  /api/health simiCopy: ready ${stopped.ready}, age ${stopped.ageSeconds} s, listings ${stopped.listings}, last error ${stopped.lastError ?? 'none'}`,
  );
  console.log(
    `\n${os.cpus().length} CPUs, shared by the fake SIMI, the gateway, the worker, PostgreSQL, Redis and this script.`,
  );
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
