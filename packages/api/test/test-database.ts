import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '#src/infra/db/database';
import { PGLITE_TEMPLATE_ENV, TEST_DATABASE_URL, uniqueSuffix } from './test-env';

export interface TestDatabase {
  /** Connection string of the fresh, empty database. */
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server of TEST_DATABASE_URL, so each test file is isolated; drop it in afterAll. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `inmo_test_${uniqueSuffix()}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  };
}

/**
 * A temporary DATA_DIR whose PGlite database is already migrated: a copy of the run's template (0.1 s) instead of
 * the WASM initdb and the migrations (4-6 s per app here). Starting from an empty directory stays covered by
 * src/infra/db/database.int-spec.ts and the embedded e2e stack.
 */
export async function newPgliteDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template) await cp(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

/** A migrated database on either driver, and how to close and remove it (for suites that run on both). */
export interface DriverDatabase {
  readonly handle: DatabaseHandle;
  remove(): Promise<void>;
}

/** PostgreSQL: a fresh database on TEST_DATABASE_URL's server. PGlite (the embedded default): a temporary directory. */
export async function openDriverDatabase(driver: 'pg' | 'pglite'): Promise<DriverDatabase> {
  if (driver === 'pg') {
    const testDb = await createTestDatabase();
    const handle = await openDatabase({ databaseUrl: testDb.url, dataDir: '/nonexistent' });
    return { handle, remove: () => handle.close().then(() => testDb.drop()) };
  }
  const dataDir = await newPgliteDataDir('inmo-pglite-');
  const handle = await openDatabase({ dataDir });
  return {
    handle,
    remove: () => handle.close().then(() => rm(dataDir, { recursive: true, force: true })),
  };
}
