import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers.schema';

/** Proof of each authorization (Decreto 1377 art. 8): what was shown, which purposes, when, from where (hashed). */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    form: varchar('form', { length: 40 }).notNull(),
    policyVersion: varchar('policy_version', { length: 20 }).notNull(),
    policyUrl: text('policy_url').notNull(),
    textShown: text('text_shown').notNull(),
    purposes: jsonb('purposes').$type<string[]>().notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ipHash: varchar('ip_hash', { length: 64 }),
    /** The submission this consent came with, e.g. ('pqrs', '<id>'). */
    subjectType: varchar('subject_type', { length: 40 }),
    subjectId: varchar('subject_id', { length: 64 }),
    /**
     * Double opt-in consents (alerts): when the holder opened the confirmation link, the proof that the
     * address's owner gave it. Kept after the alert is deleted. An unconfirmed one is deleted when its link
     * expires (it was never an authorisation).
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * SHA-256 of the confirmation link mailed for this consent (alerts): opening that link confirms this
     * consent and no other sign-up's. Cleared when the link is used; the link lapses ALERT_CONFIRM_HOURS
     * after accepted_at.
     */
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    /** When the holder withdrew this consent (Ley 1581 art. 8 e), and how: e.g. 'one-click', 'manage-page'. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedVia: varchar('revoked_via', { length: 20 }),
  },
  (t) => [
    index('consents_customer_idx').on(t.customerId),
    index('consents_subject_idx').on(t.subjectType, t.subjectId),
    uniqueIndex('consents_confirm_token_uq')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
  ],
);

export type Consent = typeof consents.$inferSelect;
export type NewConsent = typeof consents.$inferInsert;
