import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { DbProbe } from '#test/form-helpers';
import { DB, type Database } from '../db/database';
import { outbox } from '../db/schema';
import { OutboxRetention } from './outbox-retention.service';
import { inArray } from 'drizzle-orm';

const VISITOR = { to: 'ana.gomez@example.com', data: { fullname: 'ANA GÓMEZ', cellphone: '3001234567' } };
const DAY_MS = 24 * 3600 * 1000;

interface Seed {
  readonly status: 'pending' | 'relayed' | 'done' | 'failed';
  /** When the row finished (done, failed), days ago. */
  readonly finishedDaysAgo?: number;
  readonly payload?: unknown;
}

/** Inserts outbox rows as past jobs left them; pending/relayed ones are not due, so no relay takes them. */
async function seed(db: Database, rows: readonly Seed[]): Promise<string[]> {
  const now = Date.now();
  const inserted = await db
    .insert(outbox)
    .values(
      rows.map((row) => ({
        queue: 'mail',
        jobName: 'send-mail',
        payload: row.payload ?? VISITOR,
        status: row.status,
        attempts: row.status === 'pending' ? 0 : 1,
        createdAt: new Date(now - 40 * DAY_MS),
        availableAt: new Date(now + 365 * DAY_MS),
        finishedAt: row.finishedDaysAgo === undefined ? null : new Date(now - row.finishedDaysAgo * DAY_MS),
      })),
    )
    .returning({ id: outbox.id });
  return inserted.map((r) => r.id);
}

async function payloads(db: Database, ids: readonly string[]): Promise<unknown[]> {
  const rows = await db
    .select({ id: outbox.id, payload: outbox.payload })
    .from(outbox)
    .where(inArray(outbox.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r.payload]));
  return ids.map((id) => byId.get(id));
}

describe('outbox payload retention on PostgreSQL, from two instances', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let db: Database;
  let probe: DbProbe;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createTestApp({ DATABASE_URL: database.url });
    second = await createTestApp({ DATABASE_URL: database.url });
    db = first.app.get(DB);
    probe = await DbProbe.connect(database.url);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await probe?.close();
    await database?.drop();
  });

  it('empties the payload of done rows finished over 7 days ago, and nothing else', async () => {
    expect(first.config.JOB_PAYLOAD_RETENTION_DAYS).toBe(7);
    const [oldDone, olderDone, recentDone, oldFailed, oldPending, oldRelayed] = await seed(db, [
      { status: 'done', finishedDaysAgo: 8 },
      { status: 'done', finishedDaysAgo: 30 },
      { status: 'done', finishedDaysAgo: 6 },
      { status: 'failed', finishedDaysAgo: 30 },
      { status: 'pending' },
      { status: 'relayed' },
    ]);
    const ids = [oldDone!, olderDone!, recentDone!, oldFailed!, oldPending!, oldRelayed!];
    const before = await probe.rows<{
      id: string;
      status: string;
      attempts: number;
      finished_at: Date | null;
    }>('select id, status, attempts, finished_at from outbox order by id');

    expect(await first.app.get(OutboxRetention).sweep()).toBe(2);
    expect(await payloads(db, ids)).toEqual([{}, {}, VISITOR, VISITOR, VISITOR, VISITOR]);
    // Only the payload changed: the row still tells which job ran, when, and how many tries it took.
    expect(await probe.rows('select id, status, attempts, finished_at from outbox order by id')).toEqual(
      before,
    );
    const stored = await probe.rows<{ payload: string }>(
      `select payload::text from outbox where id = any($1::uuid[])`,
      [[oldDone, olderDone]],
    );
    expect(stored.map((r) => r.payload)).toEqual(['{}', '{}']);

    // Idempotent: the next sweep, from either instance, finds nothing more to clear.
    expect(await second.app.get(OutboxRetention).sweep()).toBe(0);
    expect(await payloads(db, ids)).toEqual([{}, {}, VISITOR, VISITOR, VISITOR, VISITOR]);
  });

  it('shares a large backlog between instances sweeping at once, each row cleared once', async () => {
    const backlog = 1_234;
    await seed(
      db,
      Array.from({ length: backlog }, () => ({ status: 'done' as const, finishedDaysAgo: 10 })),
    );
    const counts = await Promise.all([
      first.app.get(OutboxRetention).sweep(),
      second.app.get(OutboxRetention).sweep(),
    ]);
    expect(counts[0] + counts[1]).toBe(backlog);
    const [left] = await probe.rows<{ n: number }>(
      `select count(*)::int as n from outbox where status = 'done' and finished_at < now() - interval '7 days' and payload <> '{}'::jsonb`,
    );
    expect(left?.n).toBe(0);
  });

  it('has the partial index of the rows still to clear (migration 0007)', async () => {
    const [index] = await probe.rows<{ indexdef: string }>(
      `select indexdef from pg_indexes where indexname = 'outbox_done_payload_idx'`,
    );
    expect(index?.indexdef).toMatch(/\(finished_at\) WHERE.*status.*'done'.*payload <> '\{\}'::jsonb/);
  });
});

describe('outbox payload retention on the embedded database (PGlite), retention 0', () => {
  let t: TestApp;
  // A hang guard: a gateway on PGlite takes over 30 s on a busy machine.
  beforeAll(async () => {
    t = await createTestApp({ JOB_PAYLOAD_RETENTION_DAYS: '0' });
  }, 120_000);
  afterAll(() => t?.close());

  it('empties done payloads at the next sweep, leaves failed ones', async () => {
    const db = t.app.get<Database>(DB);
    const ids = await seed(db, [
      { status: 'done', finishedDaysAgo: 0.01 },
      { status: 'failed', finishedDaysAgo: 0.01 },
    ]);
    expect(await t.app.get(OutboxRetention).sweep()).toBe(1);
    expect(await payloads(db, ids)).toEqual([{}, VISITOR]);
  });
});
