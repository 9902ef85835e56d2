import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per person. Identity is the document when given, else the e-mail, else the phone
 * (find-or-create in that order); the partial unique indexes make that identity hold under concurrency.
 * E-mails are stored lower-cased by the code that writes them.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentType: varchar('document_type', { length: 10 }),
    document: varchar('document', { length: 20 }),
    fullname: varchar('fullname', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }),
    cellphone: varchar('cellphone', { length: 20 }),
    allowDataProcessing: boolean('allow_data_processing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('customers_document_uq')
      .on(t.document)
      .where(sql`${t.document} is not null`),
    uniqueIndex('customers_email_uq')
      .on(t.email)
      .where(sql`${t.document} is null and ${t.email} is not null`),
    uniqueIndex('customers_cellphone_uq')
      .on(t.cellphone)
      .where(sql`${t.document} is null and ${t.email} is null and ${t.cellphone} is not null`),
    index('customers_email_idx').on(t.email),
    index('customers_cellphone_idx').on(t.cellphone),
  ],
);

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;

export const CONTACT_POINT_KINDS = { email: 'email', cellphone: 'cellphone' } as const;
export type ContactPointKind = (typeof CONTACT_POINT_KINDS)[keyof typeof CONTACT_POINT_KINDS];

/**
 * E-mails and phones a later request gave for a customer who already had another one: kept beside the
 * customer's own (which an anonymous request never replaces), one row per value, with when it was first
 * and last given. What each request said stays on the request's own row as well.
 */
export const customerContactPoints = pgTable(
  'customer_contact_points',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<ContactPointKind>().notNull(),
    value: varchar('value', { length: 254 }).notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_contact_points_uq').on(t.customerId, t.kind, t.value),
    check('customer_contact_points_kind_ck', sql`${t.kind} in ('email', 'cellphone')`),
  ],
);

export type CustomerContactPoint = typeof customerContactPoints.$inferSelect;
