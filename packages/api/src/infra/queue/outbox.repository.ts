import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { DB, type Database, type DbExecutor, type Transaction } from '../db/database';
import { OUTBOX_STATUS, outbox, type OutboxRow, type OutboxStatus } from '../db/schema';
import { type QueueName } from './queue.constants';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What a done row's payload becomes after the retention period (the column is NOT NULL jsonb). */
const EMPTY_PAYLOAD = sql`'{}'::jsonb`;

export interface NewOutboxJob {
  readonly queue: QueueName;
  readonly jobName: string;
  readonly payload: unknown;
  /** Not before this time (default now). */
  readonly availableAt?: Date;
}

@Injectable()
export class OutboxRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async insert(executor: DbExecutor, job: NewOutboxJob): Promise<string> {
    const [row] = await executor
      .insert(outbox)
      .values({ queue: job.queue, jobName: job.jobName, payload: job.payload, availableAt: job.availableAt })
      .returning({ id: outbox.id });
    if (!row) throw new Error('Outbox insert returned no row');
    return row.id;
  }

  /** Pending rows due now, locked for this transaction; rows another relay holds are skipped. */
  lockDue(tx: Transaction, limit: number): Promise<Pick<OutboxRow, 'id' | 'queue' | 'jobName'>[]> {
    return tx
      .select({ id: outbox.id, queue: outbox.queue, jobName: outbox.jobName })
      .from(outbox)
      .where(and(eq(outbox.status, OUTBOX_STATUS.pending), lte(outbox.availableAt, sql`now()`)))
      .orderBy(asc(outbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async markRelayed(tx: Transaction, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(outbox)
      .set({ status: OUTBOX_STATUS.relayed, relayedAt: new Date() })
      .where(and(inArray(outbox.id, ids), eq(outbox.status, OUTBOX_STATUS.pending)));
  }

  /** Back to pending: rows handed to an in-process queue that died with its process. */
  async requeueRelayed(): Promise<number> {
    const rows = await this.db
      .update(outbox)
      .set({ status: OUTBOX_STATUS.pending, relayedAt: null })
      .where(eq(outbox.status, OUTBOX_STATUS.relayed))
      .returning({ id: outbox.id });
    return rows.length;
  }

  /** Rows not done, by queue and status (pending, relayed, failed): the metrics' outbox depth. */
  depth(): Promise<{ queue: string; status: OutboxStatus; count: number }[]> {
    return this.db
      .select({ queue: outbox.queue, status: outbox.status, count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(ne(outbox.status, OUTBOX_STATUS.done))
      .groupBy(outbox.queue, outbox.status);
  }

  async recordDone(id: string, attempt: number): Promise<void> {
    if (!UUID.test(id)) return;
    await this.db
      .update(outbox)
      .set({ status: OUTBOX_STATUS.done, attempts: attempt, lastError: null, finishedAt: new Date() })
      .where(eq(outbox.id, id));
  }

  async recordFailure(id: string, attempt: number, error: string, final: boolean): Promise<void> {
    if (!UUID.test(id)) return;
    await this.db
      .update(outbox)
      .set({
        attempts: attempt,
        lastError: error.slice(0, 2000),
        ...(final ? { status: OUTBOX_STATUS.failed, finishedAt: new Date() } : {}),
      })
      .where(eq(outbox.id, id));
  }

  /**
   * Empties the payload (to `{}`) of up to `limit` done rows that finished more than `retentionDays` ago
   * by the database clock; returns how many. Safe to run from every instance at once: rows another
   * sweep holds are skipped, and a cleared row no longer matches.
   */
  async clearDonePayloads(retentionDays: number, limit: number): Promise<number> {
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, OUTBOX_STATUS.done),
          lt(outbox.finishedAt, sql`now() - make_interval(days => ${retentionDays}::int)`),
          sql`${outbox.payload} <> ${EMPTY_PAYLOAD}`,
        ),
      )
      .orderBy(asc(outbox.finishedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(outbox)
      .set({ payload: sql`${EMPTY_PAYLOAD}` })
      .where(inArray(outbox.id, due))
      .returning({ id: outbox.id });
    return rows.length;
  }

  /** The job's payload, read when it runs; `found: false` for an unknown id. */
  async payload(id: string): Promise<{ found: true; payload: unknown } | { found: false }> {
    if (!UUID.test(id)) return { found: false };
    const [row] = await this.db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.id, id));
    return row ? { found: true, payload: row.payload } : { found: false };
  }

  async status(id: string): Promise<OutboxStatus | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
    return row?.status;
  }
}
