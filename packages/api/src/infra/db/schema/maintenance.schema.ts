import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.schema';
import { headquarters, maintenanceCategories } from './lookups.schema';

/** Maintenance and repair requests (spec §3). Reading one back needs the access token (hash kept here). */
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: serial('id').primaryKey(),
    /** Filing number: last 5 characters of the document + random hex, 25 characters. */
    record: varchar('record', { length: 25 }).notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    headquarterId: integer('headquarter_id')
      .notNull()
      .references(() => headquarters.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => maintenanceCategories.id),
    /** The spec fixes only the id a new request gets (3); names are not shown. */
    statusId: integer('status_id').notNull(),
    companyId: integer('company_id').notNull(),
    finalized: boolean('finalized').notNull().default(false),
    documentType: varchar('document_type', { length: 10 }).notNull(),
    document: varchar('document', { length: 20 }).notNull(),
    fullname: varchar('fullname', { length: 120 }).notNull(),
    /** Extension, a space, the number (spec §5). */
    cellphone: varchar('cellphone', { length: 24 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    addressMaintenance: varchar('address_maintenance', { length: 120 }).notNull(),
    description: text('description').notNull(),
    accessTokenHash: varchar('access_token_hash', { length: 64 }).notNull(),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_requests_customer_idx').on(t.customerId)],
);

/** The files of a maintenance (the legacy url_img), stored by FileStorage under generated names. */
export const maintenanceFiles = pgTable(
  'maintenance_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    maintenanceId: integer('maintenance_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: varchar('original_name', { length: 200 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('maintenance_files_maintenance_idx').on(t.maintenanceId, t.position)],
);

export type MaintenanceRequestRow = typeof maintenanceRequests.$inferSelect;
export type MaintenanceFileRow = typeof maintenanceFiles.$inferSelect;
