import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Lookup tables of the PQRS and maintenance forms. Ids and names come from contracts and are upserted
 * at boot (LookupsSeeder), so the form selects, the gateway's validation and the foreign keys agree.
 */
export const areas = pgTable('areas', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
});

export const headquarters = pgTable('headquarters', {
  id: integer('id').primaryKey(),
  headquarter: varchar('headquarter', { length: 80 }).notNull(),
});

export const maintenanceCategories = pgTable('maintenance_categories', {
  id: integer('id').primaryKey(),
  category: varchar('category', { length: 80 }).notNull(),
});

export const pqrsStatuses = pgTable('pqrs_statuses', {
  id: integer('id').primaryKey(),
  status: varchar('status', { length: 40 }).notNull(),
});

export type AreaRow = typeof areas.$inferSelect;
export type HeadquarterRow = typeof headquarters.$inferSelect;
export type MaintenanceCategoryRow = typeof maintenanceCategories.$inferSelect;
export type PqrsStatusRow = typeof pqrsStatuses.$inferSelect;
