#!/usr/bin/env node
// Search benchmark (issue 3): seeds 20,000 listings into a fresh PostgreSQL database, starts the built
// gateway on it (Redis cache), and measures, in one run, requests/s and p99 of
//   1. GET /api/health                      - a minimal NestJS JSON endpoint of the same app
//   2. a cached search                      - the same filters every time (served from the cache)
//   3. an uncached search                   - unique filters on every request (always a database query)
//   4. an uncached map search               - the list of a unique visible area (bbox=) with filters
//   5. uncached map points                  - /api/properties/points of a unique area, a district or a city
// then prints the ratios. Needs `pnpm build` first (runs packages/api/dist).
//
//   node bench/search-bench.mjs [--size 20000] [--duration 10] [--connections 10] [--only 'map points']
//   env: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test),
//        BENCH_REDIS_URL (default redis://127.0.0.1:6379; "none" for the in-memory cache)
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { admin, API_DIR, freePort, REDIS_URL, run, scratch, waitFor } from './bench-kit.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    size: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    // Runs only the scenarios whose name contains this text (the health line always runs: the ratios' base).
    only: { type: 'string' },
  },
});
const SIZE = Number(values.size);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);

const mainJs = path.join(API_DIR, 'dist/main.js');
const seedJs = path.join(API_DIR, 'dist/modules/demo-catalog/seed.command.js');
if (!existsSync(mainJs) || !existsSync(seedJs)) {
  console.error('The gateway is not built: run `pnpm build` (or `pnpm --filter @inmo/api build`) first.');
  process.exit(2);
}

const { dbName, dbUrl, redisPrefix, dataDir } = scratch();

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

let gateway;
async function main() {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_SIZE: '0',
    PROPERTY_SOURCE: 'local',
    ...(REDIS_URL === 'none' ? { REDIS_URL: '' } : { REDIS_URL, REDIS_PREFIX: redisPrefix }),
  };
  if (REDIS_URL === 'none') delete env.REDIS_URL;

  console.log(`Creating database ${dbName} and seeding ${SIZE} listings...`);
  await admin(`create database "${dbName}"`);
  const seedStart = Date.now();
  await run(process.execPath, [seedJs, '--size', String(SIZE)], env);
  console.log(`Seed took ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // GATEWAY_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the gateway (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = process.env.GATEWAY_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  gateway = spawn(process.execPath, [...nodeArgs, mainJs], {
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/api/health`, 60_000);

  const cachedPath = '/api/properties?gestion=1&ciudad=25974&orden=fecha&page=1';
  const check = await (await fetch(`${base}${cachedPath}`)).json();
  if (!Array.isArray(check.items) || check.total <= 0)
    throw new Error(`unexpected search answer: ${JSON.stringify(check).slice(0, 200)}`);
  console.log(`Catalog answers: ${check.total} rent listings in Medellín, ${check.pageCount} pages\n`);

  // Warm-up so the JIT, the pool and the cache are in steady state for every scenario.
  await cannon({ url: `${base}/api/health`, duration: 2 });
  await cannon({ url: `${base}${cachedPath}`, duration: 2 });

  const orders = ['fecha', 'menor-precio', 'mayor-precio'];
  const cities = [0, 25974, 25999, 26020, 11001];
  let n = 0;
  const uncachedRequests = [
    {
      method: 'GET',
      setupRequest: (req) => {
        n += 1;
        // valmin is unique per request (1 peso steps), so every request is a cache miss and a database query.
        const valmin = 700_000 + n;
        const q = `gestion=${n % 4 === 0 ? 5 : 1}&ciudad=${cities[n % cities.length]}&orden=${orders[n % 3]}&page=${1 + (n % 5)}&valmin=${n % 4 === 0 ? 100_000_000 + n : valmin}`;
        return { ...req, path: `/api/properties?${q}` };
      },
    },
  ];

  // Medellín, Envigado, Bogotá and Rionegro; a district (0.04°, about 4 km) or a whole city (0.2°) in view,
  // moved by a metre per request so every area is new to the cache.
  const centres = [
    [6.2442, -75.5812],
    [6.1759, -75.5917],
    [4.6486, -74.0628],
    [6.1515, -75.3737],
  ];
  const bboxOf = (k) => {
    const [lat, lng] = centres[k % centres.length];
    const half = (k % 2 === 0 ? 0.04 : 0.2) / 2;
    const shift = k * 1e-5;
    return [lat - half + shift, lng - half, lat + half + shift, lng + half]
      .map((d) => d.toFixed(5))
      .join(',');
  };
  let m = 0;
  const mapRequests = (path) => [
    {
      method: 'GET',
      setupRequest: (req) => {
        m += 1;
        return { ...req, path: `${path}?gestion=${m % 3 === 0 ? 5 : 1}&bbox=${bboxOf(m)}` };
      },
    },
  ];
  const points = await (await fetch(`${base}/api/properties/points?gestion=0&bbox=${bboxOf(1)}`)).json();
  console.log(`A city in view holds ${points.total} points (sent: ${points.items.length})\n`);

  const scenarios = [
    ['GET /api/health (minimal JSON)', { url: `${base}/api/health` }],
    ['search, cached', { url: `${base}${cachedPath}` }],
    ['search, uncached (unique filters)', { url: base, requests: uncachedRequests }],
    ['map search, uncached (unique bbox)', { url: base, requests: mapRequests('/api/properties') }],
    ['map points, uncached (unique bbox)', { url: base, requests: mapRequests('/api/properties/points') }],
  ];
  const results = [];
  for (const [name, opts] of scenarios) {
    if (values.only && !name.includes(values.only) && !name.startsWith('GET /api/health')) continue;
    const r = await cannon(opts);
    if (r.non2xx > 0 || r.errors > 0) console.warn(`  ${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    results.push({
      name,
      rps: r.requests.average,
      p99: r.latency.p99,
      p50: r.latency.p50,
      total: r.requests.total,
    });
  }

  const pad = (s, w) => String(s).padEnd(w);
  const num = (x, d = 0) => x.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  console.log(
    `Results (${SIZE} listings, PostgreSQL, ${REDIS_URL === 'none' ? 'memory' : 'Redis'} cache, ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} CPUs shared with the load generator)`,
  );
  console.log(`${pad('scenario', 36)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}requests`);
  for (const r of results)
    console.log(
      `${pad(r.name, 36)}${pad(num(r.rps), 10)}${pad(num(r.p50), 9)}${pad(num(r.p99), 9)}${r.total}`,
    );
  const [health, ...others] = results;
  const byName = new Map(results.map((r) => [r.name, r]));
  const ratio = (label, a, b) =>
    a &&
    b &&
    console.log(`  ${label.padEnd(30)} req/s ${num(a.rps / b.rps, 2)}   p99 ${num(a.p99 / b.p99, 2)}x`);
  console.log('\nRatios');
  for (const r of others) ratio(`${r.name.replace(/ \(.*/, '')} / health`, r, health);
  const cached = byName.get('search, cached');
  const uncached = byName.get('search, uncached (unique filters)');
  if (cached && uncached)
    console.log(
      `  ${'cached / uncached search'.padEnd(30)} req/s ${num(cached.rps / uncached.rps, 2)}   p99 ${num(uncached.p99 / Math.max(cached.p99, 1), 2)}x lower`,
    );
}

async function cleanup() {
  if (gateway && gateway.exitCode === null) {
    gateway.kill('SIGTERM');
    await new Promise((r) => gateway.once('exit', r));
  }
  await admin(`drop database if exists "${dbName}" with (force)`).catch((e) =>
    console.warn('drop failed:', e.message),
  );
  if (REDIS_URL !== 'none') {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${redisPrefix}*`).catch(() => []);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

main()
  .then(cleanup)
  .catch(async (error) => {
    console.error('Benchmark failed:', error);
    await cleanup();
    process.exit(1);
  });
