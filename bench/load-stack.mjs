// Shared pieces of the load, soak and multi-instance benchmarks: start the built gateway/worker as
// child processes on the embedded default or on PostgreSQL + Redis, an SMTP sink that counts mails,
// autocannon runs, CPU accounting, ALTCHA solving and clean-up. Needs `pnpm build` first (runs
// packages/api/dist; BENCH_API_DIST=<another build of packages/api> compares two builds).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { ADMIN_URL, admin, freePort, REDIS_URL, root, waitFor } from './bench-kit.mjs';

const apiDir = path.join(root, 'packages/api');
const apiDist = process.env.BENCH_API_DIST
  ? path.resolve(process.env.BENCH_API_DIST)
  : path.join(apiDir, 'dist');
const mainJs = path.join(apiDist, 'main.js');
const workerJs = path.join(apiDist, 'worker.js');

export function assertBuilt() {
  if (!existsSync(mainJs) || !existsSync(workerJs)) {
    console.error('The gateway is not built: run `pnpm build` (or `pnpm --filter @inmo/api build`) first.');
    process.exit(2);
  }
}

/** An SMTP server that counts every delivered message by its Message-ID (duplicates show up). */
export async function startSmtpSink() {
  const byId = new Map();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const head = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n')[0];
        const id = /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? `none-${total}`;
        byId.set(id, (byId.get(id) ?? 0) + 1);
        total += 1;
        callback();
      });
    },
  });
  server.on('error', () => undefined); // a sender dropping its connection (a killed worker)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    get total() {
      return total;
    },
    get unique() {
      return byId.size;
    },
    get duplicates() {
      return [...byId.values()].filter((n) => n > 1).length;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A stack: `embedded` (PGlite, memory cache, in-process jobs, .eml mail) or `full` (PostgreSQL, Redis,
 * separate worker processes, SMTP). Several gateways/workers may share it.
 */
export async function createStack({ mode, seedSize = 2000, smtpUrl, extraEnv = {} }) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmo-load-'));
  const dbName = `inmo_load_${stamp}`;
  const redisPrefix = `inmo-load:${stamp}:`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_SIZE: String(seedSize),
    PROPERTY_SOURCE: 'local',
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_CONTACT_PER_MINUTE: '10000000',
    PAGE_RENDERS_PER_MINUTE: '10000000',
    PAGE_RENDERS_AT_ONCE: '10000',
    IP_HASH_SALT: 'bench-ip-hash-salt-0123456789abcdef',
    ALTCHA_HMAC_KEY: 'bench-altcha-hmac-key-0123456789abcdef',
    JOB_BACKOFF_MS: '1000',
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...extraEnv,
  };
  if (mode === 'full') {
    await admin(`create database "${dbName}"`);
    env.DATABASE_URL = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
    env.REDIS_URL = REDIS_URL;
    env.REDIS_PREFIX = redisPrefix;
  }
  const children = [];
  const spawnNode = (script, extra, nodeArgs = []) => {
    const child = spawn(process.execPath, [...nodeArgs, script], {
      env: { ...env, ...extra },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  return {
    env,
    dataDir,
    /** `apiDist` runs another build of the gateway; `nodeArgs` go before its script (an `--import`). */
    async gateway(extra = {}, { apiDist: dist, nodeArgs } = {}) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const script = dist ? path.join(path.resolve(dist), 'main.js') : mainJs;
      const child = spawnNode(script, { ...extra, PORT: String(port), PUBLIC_URL: base }, nodeArgs);
      const exited = new Promise((_, reject) =>
        child.once('exit', (code) => reject(new Error(`the gateway exited (${code}) before it answered`))),
      );
      exited.catch(() => undefined);
      await Promise.race([waitFor(`${base}/api/health`, 180_000), exited]);
      return { base, pid: child.pid, child };
    },
    worker(extra = {}) {
      return spawnNode(workerJs, extra);
    },
    async query(sql) {
      if (mode !== 'full') throw new Error('query needs the full stack');
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    },
    async close() {
      await Promise.all(
        children.map(
          (c) =>
            new Promise((resolve) => {
              if (c.exitCode !== null || c.signalCode !== null) return resolve();
              c.once('exit', resolve);
              c.kill('SIGTERM');
            }),
        ),
      );
      if (mode === 'full') {
        await admin(`drop database if exists "${dbName}" with (force)`).catch((e) =>
          console.warn('drop failed:', e.message),
        );
        const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
        const keys = await redis.keys(`${redisPrefix}*`).catch(() => []);
        for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
        redis.disconnect();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc, 100 clock ticks per second). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Call before a run, then call the result after it: the share of all CPUs that was busy meanwhile. */
export function machineBusy() {
  const read = () => {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: ticks[3] + ticks[4], total: ticks.reduce((a, b) => a + b, 0) };
  };
  const before = read();
  return () => {
    const after = read();
    return 1 - (after.idle - before.idle) / Math.max(after.total - before.total, 1);
  };
}

/**
 * `count` ALTCHA challenges from the gateway, solved here as the widget would (altcha-lib, the copy the
 * gateway uses), several at a time. Solving costs the visitor's browser about 0.1-0.4 s each: a benchmark
 * must do it before its timed phase, or it measures its own proof-of-work instead of the server.
 */
export async function solveCaptchas(base, count, concurrency = 8) {
  const fromApi = createRequire(path.join(apiDir, 'package.json'));
  const { solveChallenge } = fromApi('altcha-lib');
  const { deriveKey } = fromApi('altcha-lib/algorithms/pbkdf2');
  const tokens = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
        const solution = await solveChallenge({ challenge, deriveKey });
        if (!solution) throw new Error('ALTCHA solver gave up');
        tokens.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
      }
    }),
  );
  return tokens;
}

/** Resident set size of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export const num = (x, d = 0) =>
  Number(x).toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
export const pad = (s, w) => String(s).padEnd(w);

/** A POST /api/properties/:code/contact body ('SOLICITA TU ASESORÍA', captcha) with its own e-mail and phone. */
export function propertyContactBody(n, base, propertyCode, captcha) {
  return JSON.stringify({
    fullname: 'Carga Prueba',
    cellphone: `3${String(base + n).padStart(9, '0')}`,
    email: `carga${base + n}@example.com`,
    message: `Mensaje de carga ${n}`,
    propertyCode,
    consent: true,
    captcha,
  });
}

/** A POST /api/contact body with a phone no other request of this run uses. */
export function contactBody(n, base) {
  return JSON.stringify({
    fullname: 'Carga Prueba',
    cellphone: `3${String(base + n).padStart(9, '0')}`,
    email: '',
    message: `Mensaje de carga ${n}`,
    consent: true,
  });
}
