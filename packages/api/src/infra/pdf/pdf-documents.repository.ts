import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { DB, type Database, type DbExecutor } from '../db/database';
import { PDF_STATUS, pdfDocuments, type PdfDocumentRow } from '../db/schema';

export interface PdfSubject {
  readonly kind: string;
  readonly id: string;
}

@Injectable()
export class PdfDocumentsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** A new (or re-requested) PDF: pending again, linked to its render job. */
  async upsertPending(
    tx: DbExecutor,
    subject: PdfSubject,
    template: string,
    outboxId: string,
  ): Promise<void> {
    const values = {
      kind: subject.kind,
      subjectId: subject.id,
      template,
      status: PDF_STATUS.pending,
      outboxId,
      storageKey: null,
      attempts: 0,
      lastError: null,
      renderedAt: null,
    };
    await tx
      .insert(pdfDocuments)
      .values(values)
      .onConflictDoUpdate({
        target: [pdfDocuments.kind, pdfDocuments.subjectId],
        set: { ...values, createdAt: sql`now()` },
      });
  }

  async find(subject: PdfSubject, executor: DbExecutor = this.db): Promise<PdfDocumentRow | undefined> {
    const [row] = await executor.select().from(pdfDocuments).where(this.where(subject));
    return row;
  }

  /** Marks it rendered unless an earlier run already did; true when this call did. */
  async markDone(tx: DbExecutor, subject: PdfSubject, storageKey: string, attempt: number): Promise<boolean> {
    const rows = await tx
      .update(pdfDocuments)
      .set({
        status: PDF_STATUS.done,
        storageKey,
        attempts: attempt,
        lastError: null,
        renderedAt: new Date(),
      })
      .where(and(this.where(subject), ne(pdfDocuments.status, PDF_STATUS.done)))
      .returning({ kind: pdfDocuments.kind });
    return rows.length > 0;
  }

  /** Notes a failed attempt; with `final`, marks the PDF failed and answers true if this call did so. */
  async recordFailure(
    executor: DbExecutor,
    subject: PdfSubject,
    attempt: number,
    error: string,
    final: boolean,
  ): Promise<boolean> {
    const rows = await executor
      .update(pdfDocuments)
      .set({
        attempts: attempt,
        lastError: error.slice(0, 2000),
        ...(final ? { status: PDF_STATUS.failed } : {}),
      })
      .where(
        and(
          this.where(subject),
          notInArray(pdfDocuments.status, final ? [PDF_STATUS.done, PDF_STATUS.failed] : [PDF_STATUS.done]),
        ),
      )
      .returning({ kind: pdfDocuments.kind });
    return final && rows.length > 0;
  }

  private where(subject: PdfSubject) {
    return and(eq(pdfDocuments.kind, subject.kind), eq(pdfDocuments.subjectId, subject.id));
  }
}
