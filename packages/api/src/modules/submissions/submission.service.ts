import {
  HttpException,
  Inject,
  Injectable,
  InternalServerErrorException,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  CONSENTS,
  FORM_ERROR_MESSAGES,
  FORM_MESSAGES,
  type ConsentPurposeId,
  type FormId,
} from '@inmo/contracts';
import { CaptchaService } from '#src/infra/captcha/captcha.service';
import { type Transaction } from '#src/infra/db/database';
import { describeDbError, isDbError, isDbUnavailable } from '#src/infra/db/db-errors';
import { StorageUnavailableError } from '#src/infra/storage/file-storage.service';
import { clientLimitKey } from '#src/infra/http/client-key';
import { messageForStatus } from '#src/infra/http/http-messages';
import { IdempotencyService, type StoredResponse } from '#src/infra/idempotency/idempotency.service';
import { logSafeError } from '#src/infra/logging/log-safe-error';
import { mailboxKey } from '#src/infra/mail/mailbox-key';
import { MailService } from '#src/infra/mail/mail.service';
import { type MailMessage } from '#src/infra/mail/mail.types';
import { type EnqueuePdf, PdfService } from '#src/infra/pdf/pdf.service';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { DailyCounter } from '#src/infra/quota/daily-counter';
import { OutboxService } from '#src/infra/queue/outbox.service';
import { type AcceptedUpload, type StoredUpload, UploadService } from '#src/infra/uploads/upload.service';
import { type UploadKind } from '#src/infra/uploads/upload-kinds';
import { ConsentsService } from '../consents/consents.service';
import { type CustomerKey } from '../customers/customers.repository';
import { CustomersService, type FindOrCreateCustomer } from '../customers/customers.service';

/** A job written in the submission's transaction: a mail, or a PDF (which may send a mail once rendered). */
export type SubmissionJob = { readonly mail: MailMessage } | { readonly pdf: EnqueuePdf };

/**
 * What the form's mail to the visitor's own address is, which decides the daily quota it counts on:
 * an acknowledgement of the person's own request (contact, PQRS, maintenance…), or a double opt-in
 * confirmation (an alert), which anyone can ask for on anyone's address and so has its own, tighter caps.
 */
export const VISITOR_MAIL = { acknowledgement: 'acknowledgement', confirmation: 'confirmation' } as const;
export type VisitorMail = (typeof VISITOR_MAIL)[keyof typeof VISITOR_MAIL];

/** What `create` and `jobs` get besides the transaction. */
export interface SubmissionContext {
  readonly customerId: string;
  /** The uploaded files, already stored (removed again if the transaction fails). */
  readonly files: readonly StoredUpload[];
}

export interface Submission<TRecord extends { readonly id: string | number }> {
  /** The form (contracts' FORM_IDS): picks the consent definition and scopes the Idempotency-Key. */
  readonly form: FormId;
  /** The zod-parsed body; with the form it identifies a repeated submission (its `captcha` is ignored). */
  readonly body: object;
  /**
   * Client address (req.ip), in full: captcha remoteip, hashed in the consent, implicit duplicate key. Its
   * clientLimitKey caps confirmation mails.
   */
  readonly ip: string | undefined;
  /** The Idempotency-Key header, when the client sent one. */
  readonly idempotencyKey?: string;
  /** Forms behind a captcha pass its token; `message` defaults to 'Por favor llena el Recaptcha'. */
  readonly captcha?: { readonly token: string; readonly message?: string };
  /** The person to find or create (spec §4). */
  readonly customer: FindOrCreateCustomer;
  /** The kind of the visitor's own mail; default an acknowledgement. */
  readonly visitorMail?: VisitorMail;
  /** Override of the customer's identity keys (basic contact: ['cellphone']). */
  readonly customerLookup?: readonly CustomerKey[];
  /** Double opt-in forms: the hash of the link that confirms this submission's consent (and no other). */
  readonly consentConfirmTokenHash?: string;
  /** Purposes accepted, when a form offers several boxes; default every purpose of the form's consent. */
  readonly acceptedPurposes?: readonly ConsentPurposeId[];
  /** Files already checked by UploadService.receive/inspect. */
  readonly files?: { readonly kind: UploadKind; readonly accepted: readonly AcceptedUpload[] };
  /** Inserts the form's record in `tx`; its `id` is the answer and the consent's subject. */
  readonly create: (tx: Transaction, context: SubmissionContext) => Promise<TRecord>;
  /** Mails and PDFs caused by the record, written as outbox rows in the same transaction. */
  readonly jobs?: (
    record: TRecord,
    context: SubmissionContext,
  ) => readonly SubmissionJob[] | Promise<readonly SubmissionJob[]>;
  /** The form's §8 message when its record cannot be created; default 'Hubo un problema al crear el registro…'. */
  readonly failureMessage?: string;
  /** The JSON answer (201); default `{id}`. */
  readonly respond?: (record: TRecord) => Record<string, unknown>;
}

const STEP = { customer: 'customer', record: 'record' } as const;
type Step = (typeof STEP)[keyof typeof STEP];

class StepError extends Error {
  constructor(
    readonly step: Step,
    override readonly cause: unknown,
  ) {
    super(`Submission failed at the ${step} step`);
  }
}

/**
 * The one server-side pipeline of every visitor form (contact, property contact, advisor consent, promote,
 * work with us, PQRS, maintenance):
 *
 *   Idempotency-Key claim → captcha (400, nothing stored) → files stored → ONE transaction
 *   { customer find-or-create → record → consent proof → outbox rows (mail, PDF) → stored answer }
 *   → answer once. Files are removed if the transaction fails. A failing customer step answers the
 *   spec's customer message, a failing record step the form's §8 message (both 500, never a stack).
 *
 * Example (a form with captcha, a record table and two mails):
 *
 *   return this.submissions.submit({
 *     form: FORM_IDS.promoteProperty,
 *     body, ip, idempotencyKey,
 *     captcha: { token: body.captcha },
 *     customer: { fullname: body.fullname, email: body.email, cellphone: body.cellphone },
 *     create: (tx, { customerId }) => this.repository.insert(tx, customerId, body),
 *     jobs: (record) => [
 *       { mail: { to: body.email, subject: '…', template: 'promocion-confirmacion', data: { … } } },
 *       { mail: { to: mailboxAddress(this.config.MAIL_MARKETING), subject: '…', template: 'promocion-agencia', data: { … } } },
 *     ],
 *   });
 */
@Injectable()
export class SubmissionService {
  private readonly logger = new Logger('Submission');

  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly captcha: CaptchaService,
    private readonly customers: CustomersService,
    private readonly consents: ConsentsService,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly pdf: PdfService,
    private readonly uploads: UploadService,
    private readonly daily: DailyCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async submit<TRecord extends { readonly id: string | number }>(
    submission: Submission<TRecord>,
  ): Promise<Record<string, unknown>> {
    const { captcha: _token, ...content } = submission.body as Record<string, unknown>;
    const outcome = await this.idempotency.begin({
      form: submission.form,
      key: submission.idempotencyKey,
      content,
      ip: submission.ip,
    });
    if (outcome.kind === 'replay') return outcome.response.body as Record<string, unknown>;

    try {
      if (submission.captcha) {
        await this.captcha.assertHuman(
          submission.captcha.token,
          submission.ip,
          submission.captcha.message ?? FORM_MESSAGES.captchaRequired,
        );
      }
      const { files } = submission;
      const response = files
        ? await this.uploads.withStoredFiles(files.kind, files.accepted, (stored) =>
            this.persist(submission, stored, (tx, answer) => outcome.claim.complete(tx, answer)),
          )
        : await this.persist(submission, [], (tx, answer) => outcome.claim.complete(tx, answer));
      return response;
    } catch (error) {
      await outcome.claim.release().catch((releaseError: unknown) => {
        this.logger.warn(`Could not release an idempotency key: ${describeDbError(releaseError)}`);
      });
      throw this.toHttpError(submission, error);
    }
  }

  private persist<TRecord extends { readonly id: string | number }>(
    submission: Submission<TRecord>,
    files: readonly StoredUpload[],
    complete: (tx: Transaction, answer: StoredResponse) => Promise<void>,
  ): Promise<Record<string, unknown>> {
    return this.outbox.transaction(async (tx) => {
      const customerId = await this.step(STEP.customer, () =>
        this.customers.findOrCreate(tx, submission.customer, { lookup: submission.customerLookup }),
      );
      const context: SubmissionContext = { customerId, files };
      return this.step(STEP.record, async () => {
        const record = await submission.create(tx, context);
        await this.consents.record(tx, {
          customerId,
          definition: CONSENTS[submission.form],
          acceptedPurposes: submission.acceptedPurposes,
          ip: submission.ip,
          subject: { type: submission.form, id: String(record.id) },
          confirmTokenHash: submission.consentConfirmTokenHash,
        });
        const jobs = await this.capVisitorMails(submission, (await submission.jobs?.(record, context)) ?? []);
        for (const job of jobs) {
          if ('mail' in job) await this.mail.enqueue(tx, job.mail);
          else await this.pdf.enqueue(tx, job.pdf);
        }
        const body = submission.respond ? submission.respond(record) : { id: record.id };
        await complete(tx, { statusCode: 201, body });
        return body;
      });
    });
  }

  /**
   * Mails to the visitor's own address count against a daily quota of the inbox (mailboxKey: `ana+1@` and
   * `ana@` are one inbox), kept in Redis: past it they are dropped, so the forms cannot be used to flood an
   * inbox with agency-signed mail. Acknowledgements and double opt-in confirmations have separate quotas,
   * so strangers signing an address up for alerts never stop that person's own PQRS or contact
   * acknowledgement; confirmations are also capped per client IP. The request is stored and the agency's
   * copies go out all the same.
   */
  private async capVisitorMails(
    submission: Pick<Submission<{ id: string }>, 'customer' | 'visitorMail' | 'ip'>,
    jobs: readonly SubmissionJob[],
  ): Promise<SubmissionJob[]> {
    const address = submission.customer.email?.trim().toLowerCase();
    const toVisitor = (message: MailMessage) =>
      address !== undefined && [message.to].flat().some((to) => to.trim().toLowerCase() === address);
    const hasVisitorMail = jobs.some((job) =>
      'mail' in job ? toVisitor(job.mail) : (job.pdf.thenMails ?? []).some((m) => toVisitor(m.message)),
    );
    if (!address || !hasVisitorMail) return [...jobs];
    if (
      await this.withinVisitorQuota(
        submission.visitorMail ?? VISITOR_MAIL.acknowledgement,
        address,
        submission.ip,
      )
    )
      return [...jobs];
    return jobs.flatMap((job): SubmissionJob[] => {
      if ('mail' in job) return toVisitor(job.mail) ? [] : [job];
      const thenMails = (job.pdf.thenMails ?? []).filter((m) => !toVisitor(m.message));
      return [{ pdf: { ...job.pdf, thenMails } }];
    });
  }

  private async withinVisitorQuota(
    kind: VisitorMail,
    address: string,
    ip: string | undefined,
  ): Promise<boolean> {
    const inbox = mailboxKey(address);
    if (kind === VISITOR_MAIL.acknowledgement) {
      const { allowed } = await this.daily.add(
        'acknowledgement',
        inbox,
        1,
        this.config.ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY,
      );
      if (!allowed) this.logger.warn('Acknowledgement not sent: its recipient reached the daily cap');
      return allowed;
    }
    // The client's cap first: a refused request then does not also eat the inbox's allowance.
    if (ip !== undefined) {
      const { allowed } = await this.daily.add(
        'confirmation-ip',
        clientLimitKey(ip),
        1,
        this.config.CONFIRMATIONS_PER_IP_PER_DAY,
      );
      if (!allowed) {
        this.logger.warn('Confirmation mail not sent: its client address reached the daily cap');
        return false;
      }
    }
    const { allowed } = await this.daily.add(
      'confirmation',
      inbox,
      1,
      this.config.CONFIRMATIONS_PER_RECIPIENT_PER_DAY,
    );
    if (!allowed) this.logger.warn('Confirmation mail not sent: its recipient reached the daily cap');
    return allowed;
  }

  private async step<T>(step: Step, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw error instanceof StepError ? error : new StepError(step, error);
    }
  }

  /** Visitor-facing errors pass through; anything else becomes the spec's Spanish message, logged without data. */
  private toHttpError(
    submission: { readonly form: FormId; readonly failureMessage?: string },
    error: unknown,
  ): HttpException {
    const step = error instanceof StepError ? error.step : STEP.record;
    const cause = error instanceof StepError ? error.cause : error;
    // A form's own refusal inside its transaction (e.g. a limit reached) reaches the visitor as it is.
    if (cause instanceof HttpException) return cause;
    // The file store (disk or S3) could not take the files: nothing was stored (the files already sent are
    // removed again), and the visitor is told to try again later, as for a database down.
    if (cause instanceof StorageUnavailableError) {
      this.logger.error(`Form ${submission.form} failed storing its files: ${logSafeError(cause)}`);
      return new ServiceUnavailableException({ message: messageForStatus(503) });
    }
    // A database error is its class and SQLSTATE only (its message quotes the query's values); any other
    // error its class and redacted message.
    const reason = isDbError(cause)
      ? logSafeError(cause)
      : `${describeDbError(cause)} ${logSafeError(cause)}`;
    this.logger.error(`Form ${submission.form} failed at the ${step} step: ${reason}`);
    // The database went away mid-transaction (stopped, restarting): nothing was stored, and the visitor is
    // told what the gateway says of any request while it is down, to try again later.
    if (isDbUnavailable(cause)) return new ServiceUnavailableException({ message: messageForStatus(503) });
    const message =
      step === STEP.customer
        ? FORM_ERROR_MESSAGES.customer
        : (submission.failureMessage ?? FORM_ERROR_MESSAGES.record);
    return new InternalServerErrorException({ message });
  }
}
