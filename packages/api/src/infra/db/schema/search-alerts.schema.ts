import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { type AlertFrequency } from '@inmo/contracts';
import { requestColumns } from './request-columns';

export const SEARCH_ALERT_STATUS = { pending: 'pending', active: 'active' } as const;
export type SearchAlertStatus = (typeof SEARCH_ALERT_STATUS)[keyof typeof SEARCH_ALERT_STATUS];

/**
 * 'Recibir alertas de esta búsqueda': one row per inbox and search while it lives. Unconfirmed rows expire
 * and are deleted; a deleted or unsubscribed alert is deleted too (its consent row keeps the confirmation
 * and the revocation).
 */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    ...requestColumns(),
    /** The address as typed: where the mails go. */
    email: varchar('email', { length: 254 }).notNull(),
    /** The inbox it delivers to (mailboxKey: no `+tag`, Gmail without dots): one alert per inbox and search. */
    mailbox: varchar('mailbox', { length: 254 }).notNull(),
    /**
     * The inbox's management key: SHA-256 of an HMAC of the inbox and `manage_salt` (see AlertLinks), the same
     * on every row of the inbox. A new salt (on each confirmation) rotates it: older links stop working.
     */
    manageKey: varchar('manage_key', { length: 64 }).notNull(),
    manageSalt: varchar('manage_salt', { length: 64 }).notNull(),
    frequency: varchar('frequency', { length: 10 }).$type<AlertFrequency>().notNull(),
    /** The search's canonical query string (`gestion=1&ciudad=…`), what the digest filters by. */
    query: text('query').notNull(),
    /** What the search looks for, in words (contracts' describeSearch), for mails and the manage page. */
    label: text('label').notNull(),
    status: varchar('status', { length: 10 }).$type<SearchAlertStatus>().notNull(),
    /** SHA-256 of the confirmation link's token; null once used or expired (a link works once). */
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Listings new or cheaper after this instant go in the next digest (confirmation, then each digest). */
    digestCutoff: timestamp('digest_cutoff', { withTimezone: true }),
  },
  (t) => [
    index('search_alerts_manage_idx').on(t.manageKey),
    uniqueIndex('search_alerts_mailbox_query_uq').on(t.mailbox, t.query),
    uniqueIndex('search_alerts_confirm_token_uq')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    index('search_alerts_due_idx').on(t.status, t.frequency, t.id),
  ],
);

/** One row per alert and period sent (or found empty): the claim that makes each digest happen once. */
export const searchAlertDigests = pgTable(
  'search_alert_digests',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => searchAlerts.id, { onDelete: 'cascade' }),
    /** 'D2026-11-26' (Bogotá day) or 'W2026-48' (ISO week). */
    period: varchar('period', { length: 12 }).notNull(),
    listings: integer('listings').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.period] })],
);

/** Keys the gateway generates once and every gateway and worker shares (e.g. the alert links' HMAC key). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SearchAlertRow = typeof searchAlerts.$inferSelect;
