import { propertyPath, SITE } from '@inmo/contracts';
import { type ContactRequestRow, type PropertyContactRow } from '#src/infra/db/schema/index';
import { type SubmissionJob } from '../submissions/submission.service';
import { type PropertySummary } from './property-lookup';

/** Mail templates of the contact forms (src/infra/mail/templates/<name>.hbs and .text.hbs). */
export const CONTACT_MAIL_TEMPLATES = {
  contactConfirmation: 'contacto-confirmacion',
  contactAgency: 'contacto-agencia',
  propertyConfirmation: 'asesoria-confirmacion',
  propertyAgency: 'asesoria-agencia',
} as const;

/** Basic contact: the agency's mailbox always, the visitor when they gave an address. */
export function contactMails(record: ContactRequestRow, agencyMailbox: string): SubmissionJob[] {
  const data = {
    requestId: record.id,
    fullname: record.fullname,
    cellphone: record.cellphone,
    email: record.email,
    message: record.message,
    receivedAt: record.createdAt.toISOString(),
  };
  const jobs: SubmissionJob[] = [
    {
      mail: {
        to: agencyMailbox,
        subject: 'Nuevo mensaje de contacto desde el sitio web',
        template: CONTACT_MAIL_TEMPLATES.contactAgency,
        data,
        ...(record.email ? { replyTo: record.email } : {}),
      },
    },
  ];
  if (record.email) {
    // This form has no captcha and mails whatever address is typed: the confirmation repeats nothing the
    // visitor wrote but the name (letters only, see contracts' personName); the message is the agency's.
    const { message: _message, email: _email, ...confirmation } = data;
    jobs.push({
      mail: {
        to: record.email,
        subject: `Recibimos tu mensaje | ${SITE.name}`,
        template: CONTACT_MAIL_TEMPLATES.contactConfirmation,
        data: confirmation,
      },
    });
  }
  return jobs;
}

/** 'SOLICITA TU ASESORÍA': confirmation to the visitor and the agency's copy (the legacy copy never arrived). */
export function propertyContactMails(
  record: PropertyContactRow,
  options: {
    /** The listing's branch mailbox (MAIL_BRANCHES) or marketing. */
    readonly agencyMailbox: string;
    readonly publicUrl: string;
    /** null when the property source did not answer or does not know the code. */
    readonly property: PropertySummary | null;
  },
): SubmissionJob[] {
  const { agencyMailbox, publicUrl, property } = options;
  const data = {
    requestId: record.id,
    fullname: record.fullname,
    cellphone: record.cellphone,
    email: record.email,
    message: record.message,
    propertyCode: record.propertyCode,
    propertyUrl: `${publicUrl.replace(/\/+$/, '')}${propertyPath(record.propertyCode)}`,
    property,
    receivedAt: record.createdAt.toISOString(),
  };
  return [
    {
      mail: {
        to: record.email,
        subject: `Recibimos tu solicitud de asesoría | ${SITE.name}`,
        template: CONTACT_MAIL_TEMPLATES.propertyConfirmation,
        data,
      },
    },
    {
      mail: {
        to: agencyMailbox,
        subject: `Solicitud de asesoría: inmueble ${record.propertyCode}`,
        template: CONTACT_MAIL_TEMPLATES.propertyAgency,
        data,
        replyTo: record.email,
      },
    },
  ];
}
