// What the benches that run the built API on a database of their own share: a scratch PostgreSQL database,
// Redis prefix and data dir, the built files, the fake SIMI, a seeded random generator and the timing helpers.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const API_DIR = path.join(root, 'packages/api');
export const API_DIST = path.join(API_DIR, 'dist');

/** The built API's files (paths under packages/api/dist); exits 2 when one is missing. */
export function builtApi(...files) {
  const paths = files.map((file) => path.join(API_DIST, file));
  if (paths.some((file) => !existsSync(file))) {
    console.error('The gateway is not built: run `pnpm build` (or `pnpm --filter @inmo/api build`) first.');
    process.exit(2);
  }
  return paths;
}

/** A run's own database (on ADMIN_URL's server), Redis key prefix and data dir, named by one stamp. */
export function scratch() {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dbName = `inmo_bench_${stamp}`;
  return {
    stamp,
    dbName,
    dbUrl: Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString(),
    redisPrefix: `inmo-bench:${stamp}:`,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'inmo-bench-')),
  };
}

/** One statement on the admin connection (create or drop the scratch database). */
export async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs a command to its end (its output shown); rejects unless it exits 0. */
export function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0])} exited ${code}`)),
    );
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

export async function waitUntil(what, probe, ms, every = 250) {
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

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p99: percentile(s, 99), max: s.at(-1) };
}

/** One GET, timed; throws on anything but the expected status. */
export async function timedGet(url, expected = 200) {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== expected) throw new Error(`${url} answered ${res.status}`);
  return ms;
}

/** A seeded random generator, so two runs draw the same values. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The fake SIMI is a TypeScript test helper: transpiled next to the built API so its imports resolve. */
export function loadFakeSimi() {
  const source = readFileSync(path.join(API_DIR, 'test/fake-simi-server.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const dir = path.join(API_DIST, 'bench-support');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fake-simi-server.js');
  writeFileSync(file, outputText.replaceAll('"../src/modules/', '"../modules/'));
  return createRequire(import.meta.url)(file);
}

/**
 * The built gateway's and worker's environment on PROPERTY_SOURCE=simi against a started fake SIMI, on the
 * scratch database, Redis prefix and data folder; `extra` adds or overrides settings.
 * @param {{ baseUrl: string }} fake
 * @param {{ FAKE_SIMI_TOKEN: string, FAKE_SIMI_SEDES: unknown, FAKE_SIMI_PHOTO_ORIGINS: string[] }} fakeSimi
 * @param {{ port: number, dbUrl: string, redisPrefix: string, dataDir: string }} stack
 * @param {Record<string, string>} extra
 */
export function simiStackEnv(fake, fakeSimi, { port, dbUrl, redisPrefix, dataDir }, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'warn',
    SEED_SIZE: '0',
    PROPERTY_SOURCE: 'simi',
    SIMI_BASE_URL: fake.baseUrl,
    SIMI_TOKEN: fakeSimi.FAKE_SIMI_TOKEN,
    SIMI_SEDES: JSON.stringify(fakeSimi.FAKE_SIMI_SEDES),
    PHOTO_ORIGINS: [...fakeSimi.FAKE_SIMI_PHOTO_ORIGINS, new URL(fake.baseUrl).origin].join(','),
    ...extra,
  };
}
