import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const PDF_STATUS = { pending: 'pending', done: 'done', failed: 'failed' } as const;
export type PdfStatus = (typeof PDF_STATUS)[keyof typeof PDF_STATUS];

/** One PDF per (kind, subject), e.g. ('pqrs', '<id>'): its render state and where the file is stored. */
export const pdfDocuments = pgTable(
  'pdf_documents',
  {
    kind: varchar('kind', { length: 40 }).notNull(),
    subjectId: varchar('subject_id', { length: 64 }).notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).$type<PdfStatus>().notNull().default(PDF_STATUS.pending),
    /** FileStorage key once rendered. */
    storageKey: text('storage_key'),
    /** The render-pdf job (outbox row id = job id). */
    outboxId: uuid('outbox_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subjectId] }),
    check('pdf_documents_status_ck', sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);

export type PdfDocumentRow = typeof pdfDocuments.$inferSelect;
