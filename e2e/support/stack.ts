import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlaywrightTestConfig } from '@playwright/test';

type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], unknown[]>>[number];

/**
 * Which app the tests run against:
 * - `embedded` (default): the built gateway the way the README starts it (PGlite, in-memory cache,
 *   in-process jobs, .eml mail) in a fresh temporary DATA_DIR;
 * - `full`: the gateway and the worker on real PostgreSQL (a fresh database), Redis (its own key
 *   prefix) and an SMTP peer that stores each mail under `<data dir>/smtp`.
 */
export const STACK_MODES = ['embedded', 'full'] as const;
export type StackMode = (typeof STACK_MODES)[number];

export interface Stack {
  readonly mode: StackMode;
  readonly baseURL: string;
  readonly dataDir: string;
  /** The tile stub's origin (MAP_TILE_URL): `${tileOrigin}/count` says how many tiles it served. */
  readonly tileOrigin: string;
  /** Where the SMTP peer writes what it receives (full stack only). */
  readonly smtpMailDir?: string;
  readonly webServer: WebServer[];
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Playwright evaluates the config in the runner and again in every worker: they must agree. */
const ENV = {
  port: 'E2E_PORT',
  dataDir: 'E2E_DATA_DIR',
  smtpPort: 'E2E_SMTP_PORT',
  tilePort: 'E2E_TILE_PORT',
  databaseUrl: 'E2E_DATABASE_URL',
  redisPrefix: 'E2E_REDIS_PREFIX',
} as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Names of the shared values this run created (only those are removed at the end). */
const CREATED_ENV = 'E2E_CREATED';

/** Reads a value shared through the environment, creating it once in the runner process. */
async function shared(name: string, create: () => string | Promise<string>): Promise<string> {
  const existing = process.env[name];
  if (existing) return existing;
  const value = await create();
  process.env[name] = value;
  process.env[CREATED_ENV] = [process.env[CREATED_ENV], name].filter(Boolean).join(',');
  return value;
}

function createdByThisRun(name: string): string | undefined {
  return (process.env[CREATED_ENV] ?? '').split(',').includes(name) ? process.env[name] : undefined;
}

export function stackMode(): StackMode {
  const mode = process.env.E2E_STACK ?? 'embedded';
  if (!(STACK_MODES as readonly string[]).includes(mode)) {
    throw new Error(`E2E_STACK must be one of ${STACK_MODES.join(', ')} (got "${mode}")`);
  }
  return mode as StackMode;
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database name on the test server, unique to this run. */
function freshDatabaseUrl(): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return url.toString();
}

export async function prepareStack(): Promise<Stack> {
  const mode = stackMode();
  const port = Number(await shared(ENV.port, async () => String(await freePort())));
  const dataDir = await shared(ENV.dataDir, () => mkdtempSync(path.join(os.tmpdir(), 'inmo-e2e-')));
  const baseURL = `http://127.0.0.1:${port}`;
  const databaseUrl = mode === 'full' ? await shared(ENV.databaseUrl, freshDatabaseUrl) : undefined;

  // Started first, stopped last: creates the run's database and removes what the run created.
  const resources: WebServer = {
    name: 'resources',
    command: 'node e2e/support/run-resources.mjs',
    cwd: REPO_ROOT,
    env: {
      E2E_REMOVE_DIR: createdByThisRun(ENV.dataDir) ?? '',
      E2E_CREATE_DATABASE: createdByThisRun(ENV.databaseUrl) ?? '',
      E2E_ADMIN_DATABASE: TEST_DATABASE_URL,
    },
    wait: { stdout: /e2e resources ready/ },
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  };

  const tilePort = Number(await shared(ENV.tilePort, async () => String(await freePort())));
  const tileOrigin = `http://127.0.0.1:${tilePort}`;
  const tiles: WebServer = {
    name: 'tiles',
    command: 'node e2e/support/tile-stub.mjs',
    cwd: REPO_ROOT,
    env: { TILE_PORT: String(tilePort) },
    wait: { stdout: /tile stub listening/ },
    timeout: 15_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };

  const common = {
    PORT: String(port),
    MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`,
    // One listing the agency shows at its exact place (tests/map.spec.ts).
    EXACT_LOCATION_CODES: '919-1005',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Every browser of the run is one client (127.0.0.1), as a whole office behind one address would be.
    PAGE_RENDERS_PER_MINUTE: '100000',
    PAGE_RENDERS_AT_ONCE: '100',
  };
  const gateway: WebServer = {
    name: 'gateway',
    command: 'node packages/api/dist/main.js',
    cwd: REPO_ROOT,
    url: `${baseURL}/api/health/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  };

  if (mode === 'embedded') {
    // Empty values count as unset: a developer's shell exports must not turn this into the full stack.
    const env = { ...common, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' };
    return { mode, baseURL, dataDir, tileOrigin, webServer: [resources, tiles, { ...gateway, env }] };
  }

  const smtpPort = Number(await shared(ENV.smtpPort, async () => String(await freePort())));
  const redisPrefix = await shared(ENV.redisPrefix, () => `e2e-${Date.now().toString(36)}:`);
  const smtpMailDir = path.join(dataDir, 'smtp');
  const env = {
    ...common,
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: redisPrefix,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  };
  return {
    mode,
    baseURL,
    dataDir,
    tileOrigin,
    smtpMailDir,
    webServer: [
      resources,
      tiles,
      {
        name: 'smtp',
        command: 'node e2e/support/smtp-peer.mjs',
        cwd: REPO_ROOT,
        env: { SMTP_PORT: String(smtpPort), SMTP_MAIL_DIR: smtpMailDir },
        wait: { stdout: /smtp peer listening/ },
        timeout: 15_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
      { ...gateway, env },
      {
        // No HTTP: nothing to wait for; jobs queue in Redis until it is up.
        name: 'worker',
        command: 'node packages/api/dist/worker.js',
        cwd: REPO_ROOT,
        env,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
    ],
  };
}
