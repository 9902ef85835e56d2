import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

export const IDEMPOTENCY_STATUS = { pending: 'pending', done: 'done' } as const;
export type IdempotencyStatus = (typeof IDEMPOTENCY_STATUS)[keyof typeof IDEMPOTENCY_STATUS];

/**
 * One row per (form, key): the first request claims it (pending), its answer is stored with the record in
 * the same transaction (done), and repeats get that answer. Keys are either the client's Idempotency-Key
 * or, without one, a short-lived fingerprint of the submission.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    form: varchar('form', { length: 40 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    /** SHA-256 of the submitted fields, to tell a retry from a different request reusing the key. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).$type<IdempotencyStatus>().notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this the key may be used again (and the row may be purged). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.form, t.key] }),
    check('idempotency_keys_status_ck', sql`${t.status} in ('pending', 'done')`),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
