import { PQRS_DOCUMENT_TYPES, PQRS_RESPONSE_BUSINESS_DAYS, SITE, type PqrsRecord } from '@inmo/contracts';
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
  const data = {
    ...record,
    documentLabel:
      PQRS_DOCUMENT_TYPES.find((d) => d.id === record.documentType)?.label ?? record.documentType,
    businessDays: PQRS_RESPONSE_BUSINESS_DAYS,
  };
  return [
    {
      mail: {
        to: record.email,
        subject: PQRS_SUBJECTS.summary,
        template: PQRS_MAIL_TEMPLATES.summary,
        data,
      },
    },
    {
      mail: {
        to: agencyMailbox,
        subject: `${PQRS_SUBJECTS.agency}: ${record.radicado}`,
        template: PQRS_MAIL_TEMPLATES.agency,
        data,
        replyTo: record.email,
      },
    },
  ];
}
