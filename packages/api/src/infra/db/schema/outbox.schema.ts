import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const OUTBOX_STATUS = {
  pending: 'pending',
  relayed: 'relayed',
  done: 'done',
  failed: 'failed',
} as const;
export type OutboxStatus = (typeof OUTBOX_STATUS)[keyof typeof OUTBOX_STATUS];

/** Jobs written in the same transaction as the request that causes them; the relay moves them to the queue. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: varchar('queue', { length: 40 }).notNull(),
    jobName: varchar('job_name', { length: 80 }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: varchar('status', { length: 16 }).$type<OutboxStatus>().notNull().default(OUTBOX_STATUS.pending),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    relayedAt: timestamp('relayed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_status_ck', sql`${t.status} in ('pending', 'relayed', 'done', 'failed')`),
    index('outbox_pending_idx')
      .on(t.availableAt)
      .where(sql`${t.status} = 'pending'`),
    // Done rows whose payload the retention sweep has still to clear (OutboxRetention): a small index.
    index('outbox_done_payload_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} = 'done' and ${t.payload} <> '{}'::jsonb`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
