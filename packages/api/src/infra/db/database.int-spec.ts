import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { openDatabase, type Database, type DatabaseHandle } from './database';
import { customers, outbox } from './schema';

const TABLES = ['consents', 'customers', 'outbox'];

async function tableNames(db: Database): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

async function exerciseSchema(db: Database): Promise<void> {
  const [created] = await db
    .insert(customers)
    .values({ fullname: 'ANA PÉREZ', document: '1017000000', documentType: 'CC', email: 'ana@example.com' })
    .returning();
  expect(created?.id).toMatch(/^[0-9a-f-]{36}$/);
  // Unique by document where given.
  await expect(db.insert(customers).values({ fullname: 'OTRA', document: '1017000000' })).rejects.toThrow();
  // Without a document the e-mail identifies the customer...
  await db.insert(customers).values({ fullname: 'SIN DOC', email: 'sindoc@example.com' });
  await expect(
    db.insert(customers).values({ fullname: 'SIN DOC 2', email: 'sindoc@example.com' }),
  ).rejects.toThrow();
  // ...but the same e-mail may belong to a documented customer too.
  await db.insert(customers).values({ fullname: 'CON DOC', document: '42', email: 'sindoc@example.com' });
  const [job] = await db
    .insert(outbox)
    .values({ queue: 'mail', jobName: 'send-mail', payload: { a: 1 } })
    .returning();
  expect(job).toMatchObject({ status: 'pending', attempts: 0, payload: { a: 1 } });
}

describe('migrations on PGlite', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'inmo-pglite-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the tables in DATA_DIR/pgdata, persists them and re-applies idempotently', async () => {
    const first = await openDatabase({ dataDir });
    try {
      expect(first.driver).toBe('pglite');
      expect(await tableNames(first.db)).toEqual(expect.arrayContaining(TABLES));
      await exerciseSchema(first.db);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir });
    try {
      const count = await second.db.$count(customers);
      expect(count).toBe(3);
    } finally {
      await second.close();
    }
    // Two PGlite starts (WASM) with a full migration: over 30 s on a busy 2-core machine.
  }, 90_000);

  it('lets the event loop turn while statements queue for its one connection', async () => {
    // PGlite answers synchronously and passes its connection on in promise callbacks: without a yield,
    // a queue of 50 requests' statements runs to its end before the server accepts or reads a socket.
    const handle = await openDatabase({ dataDir });
    try {
      let finished = 0;
      const burst = Array.from({ length: 50 }, () =>
        handle.db.execute(sql`select 1`).then(() => (finished += 1)),
      );
      const finishedAtFirstTurn = await new Promise<number>((resolve) =>
        setImmediate(() => resolve(finished)),
      );
      await Promise.all(burst);
      expect(finished).toBe(50);
      expect(finishedAtFirstTurn).toBeLessThan(5);
    } finally {
      await handle.close();
    }
  });
});

describe('migrations on PostgreSQL', () => {
  let testDb: TestDatabase;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await testDb.drop();
  });

  it('applies the migrations once when two processes start together', async () => {
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: testDb.url, dataDir: '/nonexistent' }),
      openDatabase({ databaseUrl: testDb.url, dataDir: '/nonexistent' }),
    ]);
    handles.push(a, b);
    expect(a.driver).toBe('pg');
    expect(await tableNames(a.db)).toEqual(expect.arrayContaining(TABLES));
    const applied = await a.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.n).toBeGreaterThan(0);
    await exerciseSchema(b.db);
  });
});
