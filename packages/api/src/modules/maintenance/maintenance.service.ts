import { type Readable } from 'node:stream';
import { BadRequestException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  FORM_ERROR_MESSAGES,
  FORM_IDS,
  FORM_MESSAGES,
  isKnownCallingCode,
  MAINTENANCE_COMPANY_ID,
  MAINTENANCE_NEW_STATUS_ID,
  maintenanceCellphone,
  maintenanceCreatedSchema,
  type MaintenanceCreated,
  type MaintenanceRecord,
  type MaintenanceRequest,
  type PdfState,
  recordNumber,
} from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { accessTokenMatches, issueAccessToken, notFound } from '#src/infra/access-token/access-token';
import { type MaintenanceFileRow, PDF_STATUS } from '#src/infra/db/schema/index';
import { PdfService } from '#src/infra/pdf/pdf.service';
import { PdfSourceRegistry } from '#src/infra/pdf/pdf-source.registry';
import { FileStorage, StoredFileNotFoundError } from '#src/infra/storage/file-storage.service';
import { type AcceptedUpload } from '#src/infra/uploads/upload.service';
import { KNOWN_CALLING_CODES } from '../lookups/countries';
import { mailboxAddress } from '../submissions/mailbox-address';
import { type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { SubmissionService } from '../submissions/submission.service';
import { maintenancePdfLoader } from './maintenance-pdf.loader';
import { MAINTENANCE_PDF, maintenanceJobs } from './maintenance.mails';
import { MaintenanceRepository } from './maintenance.repository';
import { toMaintenanceRecord } from './maintenance.view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OpenedFile {
  readonly file: MaintenanceFileRow;
  readonly stream: Readable;
}

/**
 * Maintenance flow (spec §4): bot check, customer, 25-character record number, request with status 3 and
 * company 1, files, consent, then the receipt PDF, the customer's summary (PDF attached) and the branch's copy.
 */
@Injectable()
export class MaintenanceService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly submissions: SubmissionService,
    private readonly repository: MaintenanceRepository,
    private readonly storage: FileStorage,
    private readonly pdf: PdfService,
    private readonly pdfSources: PdfSourceRegistry,
  ) {}

  onModuleInit(): void {
    this.pdfSources.register(MAINTENANCE_PDF.kind, maintenancePdfLoader(this.repository, this.storage));
  }

  async create(
    body: MaintenanceRequest,
    files: readonly AcceptedUpload[],
    meta: SubmissionMeta,
  ): Promise<MaintenanceCreated> {
    if (!isKnownCallingCode(body.extension, KNOWN_CALLING_CODES)) {
      throw new BadRequestException({
        message: FORM_MESSAGES.invalidCallingCode,
        errors: [{ field: 'extension', message: FORM_MESSAGES.invalidCallingCode }],
      });
    }
    const cellphone = maintenanceCellphone(body);
    const answer = await this.submissions.submit({
      form: FORM_IDS.maintenance,
      // The files are part of what makes a repeat the same request.
      body: { ...body, files: files.map((f) => [f.originalname, f.size]) },
      ...meta,
      captcha: { token: body.captcha, message: FORM_MESSAGES.captchaError },
      customer: {
        fullname: body.fullname,
        email: body.email,
        cellphone,
        document: body.document,
        documentType: body.documentType,
      },
      files: { kind: 'maintenance', accepted: files },
      failureMessage: FORM_ERROR_MESSAGES.maintenance,
      create: async (tx, context) => {
        const access = issueAccessToken();
        const found = await this.repository.insert(
          tx,
          {
            record: recordNumber(body.document),
            customerId: context.customerId,
            headquarterId: body.idHeadquarter,
            categoryId: body.idCategory,
            statusId: MAINTENANCE_NEW_STATUS_ID,
            companyId: MAINTENANCE_COMPANY_ID,
            finalized: false,
            documentType: body.documentType,
            document: body.document,
            fullname: body.fullname,
            cellphone,
            email: body.email,
            addressMaintenance: body.address,
            description: body.description,
            accessTokenHash: access.hash,
          },
          context.files.map((f, position) => ({
            position,
            storageKey: f.key,
            originalName: f.originalName,
            mime: f.mime,
            size: f.size,
          })),
        );
        return { id: found.request.id, found, accessToken: access.token };
      },
      jobs: ({ found }) =>
        maintenanceJobs(toMaintenanceRecord(found), found, {
          headquarterMailbox: this.headquarterMailbox(found.request.headquarterId),
          pdfAvailable: this.pdf.available,
        }),
      respond: ({ found, accessToken }) => ({
        id: found.request.id,
        record: found.request.record,
        accessToken,
      }),
    });
    return maintenanceCreatedSchema.parse(answer);
  }

  async find(id: number, token: unknown): Promise<MaintenanceRecord> {
    const found = await this.repository.findWithLookups(id);
    if (!found || !accessTokenMatches(token, found.request.accessTokenHash)) throw notFound();
    return toMaintenanceRecord(found);
  }

  async openFile(id: number, fileId: string, token: unknown): Promise<OpenedFile> {
    await this.assertAccess(id, token);
    const file = UUID.test(fileId) ? await this.repository.findFile(id, fileId) : undefined;
    if (!file) throw notFound();
    try {
      return { file, stream: await this.storage.read(file.storageKey) };
    } catch (error) {
      throw error instanceof StoredFileNotFoundError ? notFound() : error;
    }
  }

  async pdfState(id: number, token: unknown): Promise<PdfState> {
    await this.assertAccess(id, token);
    const status = await this.pdf.getPdfState(MAINTENANCE_PDF.kind, String(id));
    if (status === PDF_STATUS.done) return { status: 'done' };
    if (!this.pdf.available || status === undefined) return { status: 'unavailable' };
    return { status };
  }

  async openPdf(id: number, token: unknown): Promise<Readable> {
    await this.assertAccess(id, token);
    return (await this.pdf.open(MAINTENANCE_PDF.kind, String(id))).stream;
  }

  private async assertAccess(id: number, token: unknown): Promise<void> {
    const hash = await this.repository.findTokenHash(id);
    if (!hash || !accessTokenMatches(token, hash)) throw notFound();
  }

  private headquarterMailbox(headquarterId: number): string {
    return (
      this.config.MAIL_HEADQUARTERS[String(headquarterId)] ?? mailboxAddress(this.config.MAIL_MAINTENANCE)
    );
  }
}
