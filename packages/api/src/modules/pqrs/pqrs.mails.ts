import {
  PQRS_DOCUMENT_TYPES,
  PQRS_RESPONSE_BUSINESS_DAYS,
  SITE,
  type PqrsRecord,
  pqrsSummary,
  summaryRows,
  withoutLinks,
} from '@inmo/contracts';
import { type SubmissionJob } from '../submissions/submission.service';

/** Mail templates of the PQRS (src/infra/mail/templates/<name>.hbs and .text.hbs). */
export const PQRS_MAIL_TEMPLATES = {
  summary: 'pqrs-resumen',
  agency: 'pqrs-agencia',
} as const;

/** Spec §7: a fixed subject line naming the company. */
export const PQRS_SUBJECTS = {
  summary: `Resumen de tu PQRS | ${SITE.name}`,
  agency: 'Nueva PQRS radicada desde el sitio web',
} as const;

/** Summary to the customer (radicado, date, legal deadline) and the customer-service copy. */
export function pqrsMails(record: PqrsRecord, agencyMailbox: string): SubmissionJob[] {
  const summary = pqrsSummary(record);
  const data = {
    ...record,
    documentLabel:
      PQRS_DOCUMENT_TYPES.find((d) => d.id === record.documentType)?.label ?? record.documentType,
    businessDays: PQRS_RESPONSE_BUSINESS_DAYS,
  };
  // The export page's rows; each mail shows those the customer or the agency needs, in its own words.
  const customerRows = summaryRows(summary, {
    keys: ['radicado', 'registerDate', 'area', 'status', 'document', 'cellphone', 'email'],
    labels: { radicado: 'Radicado' },
  });
  const agencyRows = summaryRows(summary, {
    keys: ['registerDate', 'area', 'fullname', 'document', 'cellphone', 'email'],
    labels: { fullname: 'Nombres y apellidos', cellphone: 'Teléfono' },
  });
  return [
    {
      mail: {
        to: record.email,
        subject: PQRS_SUBJECTS.summary,
        template: PQRS_MAIL_TEMPLATES.summary,
        // Mailed to an address nobody has proven: the message without links (the agency's copy keeps them).
        data: { ...data, description: withoutLinks(record.description), rows: customerRows },
      },
    },
    {
      mail: {
        to: agencyMailbox,
        subject: `${PQRS_SUBJECTS.agency}: ${record.radicado}`,
        template: PQRS_MAIL_TEMPLATES.agency,
        data: { ...data, rows: agencyRows },
        replyTo: record.email,
      },
    },
  ];
}
