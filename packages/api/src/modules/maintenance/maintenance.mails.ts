import { SITE, type MaintenanceRecord, maintenancePdfName } from '@inmo/contracts';
import { type MailMessage } from '#src/infra/mail/mail.types';
import { type SubmissionJob } from '../submissions/submission.service';
import { type MaintenanceWithLookups } from './maintenance.repository';
import { maintenanceRows, withoutLinksInRows } from './maintenance.view';

/** Mail templates of the maintenance flow (src/infra/mail/templates/<name>.hbs and .text.hbs). */
export const MAINTENANCE_MAIL_TEMPLATES = {
  summary: 'mantenimiento-resumen',
  headquarter: 'mantenimiento-sede',
} as const;

/** PDF kind (PdfSourceRegistry) and template of the receipt. */
export const MAINTENANCE_PDF = { kind: 'maintenance', template: 'resumen' } as const;

export const MAINTENANCE_SUBJECTS = {
  summary: `Resumen de tu solicitud de mantenimiento | ${SITE.name}`,
  headquarter: 'Nueva solicitud de mantenimiento',
} as const;

/** The branch mailbox gets the visitor's files attached while they fit in a reasonable mail. */
const HEADQUARTER_ATTACHMENTS_MAX_BYTES = 15 * 1024 * 1024;
/** Room kept in that budget for the receipt PDF (its photos are inlined as small JPEGs). */
const RECEIPT_ALLOWANCE_BYTES = 3 * 1024 * 1024;

export interface MaintenanceMailOptions {
  /** Mailbox of the chosen headquarters. */
  readonly headquarterMailbox: string;
  /** Whether a receipt PDF can be rendered (Chromium present); without it the summary goes without PDF. */
  readonly pdfAvailable: boolean;
}

/**
 * Receipt PDF, then the summary to the customer with the PDF attached (spec §4) and the branch's copy
 * with the same receipt and the uploaded files, so both sides hold the one document that names the
 * request. Should the PDF fail for good, both mails still go out, without it.
 */
export function maintenanceJobs(
  record: MaintenanceRecord,
  found: MaintenanceWithLookups,
  options: MaintenanceMailOptions,
): SubmissionJob[] {
  const data = { ...record, rows: maintenanceRows(record), withPdf: options.pdfAvailable };
  const summary: MailMessage = {
    to: record.email,
    subject: MAINTENANCE_SUBJECTS.summary,
    template: MAINTENANCE_MAIL_TEMPLATES.summary,
    // Mailed to an address nobody has proven: the visitor's words without links (the branch keeps them).
    data: { ...data, rows: withoutLinksInRows(data.rows) },
  };
  let budget = HEADQUARTER_ATTACHMENTS_MAX_BYTES - (options.pdfAvailable ? RECEIPT_ALLOWANCE_BYTES : 0);
  const attachments = found.files.flatMap((file) => {
    if (file.size > budget) return [];
    budget -= file.size;
    return [{ filename: file.originalName, storageKey: file.storageKey, contentType: file.mime }];
  });
  const headquarter: MailMessage = {
    to: options.headquarterMailbox,
    subject: `${MAINTENANCE_SUBJECTS.headquarter} ${record.record} (${record.headquarter.headquarter})`,
    template: MAINTENANCE_MAIL_TEMPLATES.headquarter,
    data: { ...data, omittedFiles: found.files.length - attachments.length },
    replyTo: record.email,
    attachments,
  };
  if (!options.pdfAvailable) return [{ mail: summary }, { mail: headquarter }];
  const attachmentName = maintenancePdfName(record.id);
  const withoutPdf = (mail: MailMessage): MailMessage => ({
    ...mail,
    data: { ...mail.data, withPdf: false },
  });
  return [
    {
      pdf: {
        kind: MAINTENANCE_PDF.kind,
        id: String(record.id),
        template: MAINTENANCE_PDF.template,
        thenMails: [
          { message: summary, attachmentName, withoutPdf: withoutPdf(summary) },
          { message: headquarter, attachmentName, withoutPdf: withoutPdf(headquarter) },
        ],
      },
    },
  ];
}
