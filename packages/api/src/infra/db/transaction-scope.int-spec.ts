import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { AlertLinks } from '#src/modules/search-alerts/alert-links.service';
import { SearchAlertsRepository } from '#src/modules/search-alerts/search-alerts.repository';
import { openDatabase, type DatabaseHandle } from './database';
import { customers } from './schema';
import { RootHandleInTransactionError, stuckWork } from './transaction-scope';

const config = { PUBLIC_URL: 'https://inmo.example', ALERT_MANAGE_LINK_DAYS: 30 };

/** Drizzle wraps what the driver throws (DrizzleQueryError, the driver's error as its cause). */
function rootCause(error: unknown): unknown {
  return error instanceof Error && error.cause ? rootCause(error.cause) : error;
}

/** Fails the test instead of hanging it: the bug this guards against waits for ever. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const drivers: [string, () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>][] = [
  [
    'PGlite',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inmo-scope-'));
      const handle = await openDatabase({ dataDir });
      return { handle, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const db: TestDatabase = await createTestDatabase();
      const handle = await openDatabase({ databaseUrl: db.url, dataDir: '/nonexistent' });
      return { handle, cleanup: () => db.drop() };
    },
  ],
];

describe.each(drivers)('a query on the root handle inside a transaction (%s)', (_name, open) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, cleanup } = await open());
  });
  afterAll(async () => {
    await handle.close();
    await cleanup();
  });

  it('fails at once, naming where the transaction began, and the transaction rolls back', async () => {
    const attempt = handle.db.transaction(async (tx) => {
      await tx.insert(customers).values({ fullname: 'ANA', email: 'guard@example.com' });
      await handle.db.select().from(customers);
    });
    const error = rootCause(await within(2000, attempt).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(RootHandleInTransactionError);
    expect(String((error as Error).message)).toMatch(/transaction-scope\.int-spec\.ts:\d+/);
    // The connection is free again, and nothing of the failed transaction stayed.
    expect(await handle.db.$count(customers, eq(customers.email, 'guard@example.com'))).toBe(0);
  });

  it('catches the old alert sign-up: the link key loaded through the root handle inside the submission', async () => {
    const links = new AlertLinks(new SearchAlertsRepository(handle.db), config);
    const attempt = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return links.manageKey({ mailbox: 'ana@example.com', manageSalt: 'salt' });
    });
    const error = rootCause(await within(2000, attempt).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(RootHandleInTransactionError);
    // Loaded before the transaction (what the sign-up does now), the key needs no query inside it.
    await links.ready();
    const key = await within(
      2000,
      handle.db.transaction(() => links.manageKey({ mailbox: 'ana@example.com', manageSalt: 'salt' })),
    );
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second transaction on the root handle inside one (savepoints go through tx)', async () => {
    const nested = handle.db.transaction(async () => handle.db.transaction(() => Promise.resolve(1)));
    expect(rootCause(await within(2000, nested).catch((e: unknown) => e))).toBeInstanceOf(
      RootHandleInTransactionError,
    );
    const savepoint = handle.db.transaction(async (tx) => tx.transaction(() => Promise.resolve(2)));
    await expect(within(2000, savepoint)).resolves.toBe(2);
  });

  it('allows the root handle again once the transaction has ended, even in work it started', async () => {
    let later: Promise<number> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      later = new Promise((resolve) => setTimeout(resolve, 50)).then(() => handle.db.$count(customers));
    });
    await expect(within(2000, later ?? Promise.reject(new Error('not started')))).resolves.toEqual(
      expect.any(Number),
    );
  });

  it('names a transaction that runs past the bound, once', async () => {
    let release: () => void = () => undefined;
    const held = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((resolve) => (release = resolve));
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 30));
      const [first] = stuckWork(20, Date.now(), true);
      expect(first).toMatchObject({ kind: 'transaction', firstReport: true });
      expect(first?.began).toMatch(/transaction-scope\.int-spec\.ts:\d+/);
      expect(stuckWork(20, Date.now(), true)[0]).toMatchObject({ firstReport: false });
    } finally {
      release();
      await held;
    }
    expect(stuckWork(0)).toEqual([]);
  });
});
