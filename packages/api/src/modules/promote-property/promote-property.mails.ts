import { GESTION_LABELS, SITE, withoutLinks } from '@inmo/contracts';
import { type PromoteRequestRow } from '#src/infra/db/schema/index';
import { type SubmissionJob } from '../submissions/submission.service';

/** Templates in src/infra/mail/templates/<name>.hbs and .text.hbs. */
export const PROMOTE_MAIL_TEMPLATES = {
  confirmation: 'promocion-confirmacion',
  agency: 'promocion-agencia',
} as const;

/** Spec §4: the owner's confirmation and the internal mailbox's copy (recipient already routed). */
export function promotePropertyMails(record: PromoteRequestRow): SubmissionJob[] {
  const gestion = GESTION_LABELS[record.gestion === 5 ? 5 : 1];
  const data = {
    fullname: record.fullname,
    cellphone: record.cellphone,
    email: record.email,
    gestion,
    typeProperty: record.typeProperty,
    valueArriving: record.valueArriving,
    address: record.address,
    neighborhood: record.neighborhood,
    cityName: record.cityName,
    departmentName: record.departmentName,
    aboutYou: record.aboutYou,
    receivedAt: record.createdAt.toISOString(),
  };
  return [
    {
      mail: {
        to: record.email,
        subject: `Recibimos los datos de tu inmueble | ${SITE.name}`,
        template: PROMOTE_MAIL_TEMPLATES.confirmation,
        // Mailed to an address nobody has proven: the visitor's words without links.
        data: {
          ...data,
          address: withoutLinks(record.address),
          neighborhood: withoutLinks(record.neighborhood),
          typeProperty: withoutLinks(record.typeProperty),
        },
      },
    },
    {
      mail: {
        to: record.routedTo,
        subject: `Promocionar inmueble en ${gestion.toLowerCase()}: ${record.typeProperty} en ${record.cityName}`,
        template: PROMOTE_MAIL_TEMPLATES.agency,
        data,
        replyTo: record.email,
      },
    },
  ];
}
