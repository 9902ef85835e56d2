import { index, integer, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { requestColumns } from './request-columns';

/** 'Trabaja con nosotros' applications (spec §3 work_whit_us). */
export const jobApplications = pgTable(
  'job_applications',
  {
    ...requestColumns(),
    fullname: varchar('fullname', { length: 120 }).notNull(),
    cellphone: varchar('cellphone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    vacant: varchar('vacant', { length: 120 }).notNull(),
    aboutYou: text('about_you').notNull(),
  },
  (t) => [index('job_applications_customer_idx').on(t.customerId)],
);

/** The CV files of an application (the legacy link_cv), stored by FileStorage under generated names. */
export const jobApplicationFiles = pgTable(
  'job_application_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: varchar('original_name', { length: 200 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('job_application_files_application_idx').on(t.applicationId, t.position)],
);

export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type JobApplicationFileRow = typeof jobApplicationFiles.$inferSelect;
