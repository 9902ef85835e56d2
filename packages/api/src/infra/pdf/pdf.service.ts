import { type Readable } from 'node:stream';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationShutdown,
  ServiceUnavailableException,
} from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG, APP_ROLE, type AppConfig, type AppRole } from '#src/config/config.schema';
import { type DbExecutor } from '../db/database';
import { PDF_STATUS, type PdfStatus } from '../db/schema';
import { MailService } from '../mail/mail.service';
import { mailMessageSchema, type MailMessage } from '../mail/mail.types';
import { type JobContext } from '../queue/job-processor';
import { OutboxService } from '../queue/outbox.service';
import { JOBS, QUEUES } from '../queue/queue.constants';
import { FileStorage } from '../storage/file-storage.service';
import { type ChromiumBrowser } from './chromium.browser';
import { PdfDocumentsRepository, type PdfSubject } from './pdf-documents.repository';
import { PdfRenderer, PDF_TEMPLATE_NAME } from './pdf.renderer';
import { PdfSourceRegistry } from './pdf-source.registry';

/** Nest injection token of the shared Chromium, or null when none was found. */
export const CHROMIUM_BROWSER = Symbol('CHROMIUM_BROWSER');

export const PDF_MESSAGES = {
  unavailable: 'La generación de PDF no está disponible en este momento.',
  notFound: 'No encontramos el PDF solicitado.',
  pending: 'El PDF aún se está generando. Inténtalo de nuevo en unos segundos.',
  failed: 'No pudimos generar el PDF. Por favor, inténtalo de nuevo más tarde.',
} as const;

const SUBJECT_TOKEN = /^[a-z0-9][a-z0-9_-]{0,40}$/i;

const pdfMailSchema = z.object({
  mail: mailMessageSchema,
  attachmentName: z.string().min(1).max(120),
  /** Sent instead when the PDF fails for good (default: `mail` without the PDF): no mail is lost. */
  withoutPdf: mailMessageSchema.optional(),
});

/** Payload of the `render-pdf` job: what to render (data is loaded by kind and id) and what follows. */
export const renderPdfPayloadSchema = z.object({
  kind: z.string().regex(SUBJECT_TOKEN),
  id: z.string().regex(SUBJECT_TOKEN),
  template: z.string().regex(PDF_TEMPLATE_NAME),
  /** Mails that attach this PDF: enqueued (through the outbox) once the PDF is stored. */
  then: z
    .union([z.array(pdfMailSchema).max(5), pdfMailSchema.transform((one) => [one])]) // one: jobs queued before lists
    .default([]),
});
export type RenderPdfPayload = z.input<typeof renderPdfPayloadSchema>;

export class PdfUnavailableError extends Error {
  constructor(reason: string) {
    super(`PDF generation unavailable: ${reason}`);
    this.name = 'PdfUnavailableError';
  }
}

export interface EnqueuePdf {
  readonly kind: string;
  readonly id: string;
  /** Template file name in src/infra/pdf/templates (without .hbs). */
  readonly template: string;
  /** Mails sent with the PDF attached once it is rendered (e.g. the maintenance receipt). */
  readonly thenMails?: readonly PdfMail[];
}

export interface PdfMail {
  readonly message: MailMessage;
  readonly attachmentName: string;
  /** What goes out instead if the PDF fails for good; default: `message` without the PDF. */
  readonly withoutPdf?: MailMessage;
}

export interface OpenedPdf {
  readonly stream: Readable;
  readonly storageKey: string;
}

/**
 * Server-side PDFs: request handlers call `enqueue` in their transaction; the `render-pdf` job renders
 * the kind's template with data its module's loader reads (PdfSourceRegistry), stores the file and marks
 * the state that `getPdfState` reports (pending | done | failed).
 */
@Injectable()
export class PdfService implements OnApplicationShutdown {
  private readonly logger = new Logger('Pdf');

  constructor(
    @Inject(CHROMIUM_BROWSER) private readonly browser: ChromiumBrowser | null,
    private readonly renderer: PdfRenderer,
    private readonly documents: PdfDocumentsRepository,
    private readonly sources: PdfSourceRegistry,
    private readonly storage: FileStorage,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_ROLE) private readonly role: AppRole,
  ) {}

  /**
   * Whether PDFs can be had: this process has a Chromium, or it is a gateway whose render jobs go through
   * Redis to the workers (the stack's gateway image carries no browser; only the worker renders).
   */
  get available(): boolean {
    return this.browser !== null || this.rendersInWorkers;
  }

  private get rendersInWorkers(): boolean {
    return this.role === 'gateway' && this.config.REDIS_URL !== undefined;
  }

  /** Writes the render job (and the PDF's pending state) in the caller's transaction. */
  async enqueue(tx: DbExecutor, request: EnqueuePdf): Promise<string> {
    const payload = renderPdfPayloadSchema.parse({
      kind: request.kind,
      id: request.id,
      template: request.template,
      then: (request.thenMails ?? []).map((m) => ({
        mail: m.message,
        attachmentName: m.attachmentName,
        withoutPdf: m.withoutPdf,
      })),
    });
    const outboxId = await this.outbox.enqueue(tx, { queue: QUEUES.pdf, jobName: JOBS.renderPdf, payload });
    await this.documents.upsertPending(
      tx,
      { kind: payload.kind, id: payload.id },
      payload.template,
      outboxId,
    );
    return outboxId;
  }

  /** pending | done | failed; undefined when no PDF was requested for that subject. */
  async getPdfState(kind: string, id: string): Promise<PdfStatus | undefined> {
    return (await this.documents.find({ kind, id }))?.status;
  }

  /** The stored PDF; 503 without Chromium, 404 when none was requested, 409 while it is being rendered. */
  async open(kind: string, id: string): Promise<OpenedPdf> {
    const row = await this.documents.find({ kind, id });
    if (row?.status === PDF_STATUS.done && row.storageKey) {
      return { stream: await this.storage.read(row.storageKey), storageKey: row.storageKey };
    }
    if (!this.available) throw new ServiceUnavailableException({ message: PDF_MESSAGES.unavailable });
    if (!row) throw new NotFoundException({ message: PDF_MESSAGES.notFound });
    if (row.status === PDF_STATUS.failed)
      throw new ServiceUnavailableException({ message: PDF_MESSAGES.failed });
    throw new ConflictException({ message: PDF_MESSAGES.pending });
  }

  /** Renders a server template to PDF bytes (no storage). */
  async renderTemplate(template: string, data: Record<string, unknown>): Promise<Buffer> {
    return this.htmlToPdf(await this.renderer.render(template, data));
  }

  async htmlToPdf(html: string): Promise<Buffer> {
    if (!this.browser) throw new PdfUnavailableError('no Chromium (set CHROMIUM_PATH)');
    return this.browser.htmlToPdf(html);
  }

  /** The `render-pdf` job. */
  async process(input: unknown, job: JobContext): Promise<void> {
    const payload = renderPdfPayloadSchema.parse(input);
    const subject: PdfSubject = { kind: payload.kind, id: payload.id };
    try {
      const loader = this.sources.find(subject.kind);
      if (!loader) throw new Error(`No PDF data loader registered for ${subject.kind}`);
      const data = await loader(subject.id);
      if (!data) throw new Error(`No data for PDF ${subject.kind}/${subject.id}`);
      const pdf = await this.renderTemplate(payload.template, data);
      const stored = await this.storage.save(`pdf-${subject.kind}`, subject.id, pdf, 'pdf');
      const first = await this.outbox.transaction(async (tx) => {
        if (!(await this.documents.markDone(tx, subject, stored.key, job.attempt))) return false;
        for (const { mail, attachmentName } of payload.then) {
          await this.mail.enqueue(tx, {
            ...mail,
            attachments: [
              ...mail.attachments,
              { filename: attachmentName, storageKey: stored.key, contentType: 'application/pdf' },
            ],
          });
        }
        return true;
      });
      // A repeated run (e.g. after a crash) keeps the first file and sends nothing twice.
      if (!first) await this.storage.delete(stored.key);
      this.logger.log(`PDF ${subject.kind}/${subject.id} rendered (${pdf.length} bytes)`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempt >= job.maxAttempts;
      await this.outbox.transaction(async (tx) => {
        const failedNow = await this.documents.recordFailure(tx, subject, job.attempt, message, final);
        // The mails that waited for this PDF go out without it, once.
        if (failedNow)
          for (const then of payload.then) await this.mail.enqueue(tx, then.withoutPdf ?? then.mail);
      });
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.browser?.close();
  }
}
