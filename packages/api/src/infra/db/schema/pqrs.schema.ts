import { index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers.schema';
import { areas, pqrsStatuses } from './lookups.schema';

/**
 * Petitions, complaints, claims and suggestions (spec §3). The serial id is the filing number; the row keeps
 * what the visitor sent. Reading it back needs the access token given at creation (only its hash is kept).
 */
export const pqrs = pgTable(
  'pqrs',
  {
    id: serial('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => pqrsStatuses.id),
    documentType: varchar('document_type', { length: 10 }).notNull(),
    document: varchar('document', { length: 20 }).notNull(),
    fullname: varchar('fullname', { length: 120 }).notNull(),
    cellphone: varchar('cellphone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    description: text('description').notNull(),
    observations: text('observations'),
    /** SHA-256 (hex) of the access token. */
    accessTokenHash: varchar('access_token_hash', { length: 64 }).notNull(),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pqrs_customer_idx').on(t.customerId)],
);

export type PqrsRow = typeof pqrs.$inferSelect;
