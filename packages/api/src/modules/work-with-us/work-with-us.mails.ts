import { SITE, withoutLinks } from '@inmo/contracts';
import { type SubmissionJob } from '../submissions/submission.service';
import { type JobApplicationWithFiles } from './work-with-us.repository';

/** Templates in src/infra/mail/templates/<name>.hbs and .text.hbs. */
export const WORK_WITH_US_MAIL_TEMPLATES = {
  confirmation: 'trabajo-confirmacion',
  humanResources: 'trabajo-rrhh',
} as const;

/** Spec §4: human resources get the application with the CV attached; the applicant a confirmation. */
export function workWithUsMails(record: JobApplicationWithFiles, hrMailbox: string): SubmissionJob[] {
  const data = {
    fullname: record.fullname,
    cellphone: record.cellphone,
    email: record.email,
    vacant: record.vacant,
    aboutYou: record.aboutYou,
    files: record.files.map((f) => f.originalName),
    receivedAt: record.createdAt.toISOString(),
  };
  return [
    {
      mail: {
        to: hrMailbox,
        subject: `Hoja de vida: ${record.vacant} - ${record.fullname}`,
        template: WORK_WITH_US_MAIL_TEMPLATES.humanResources,
        data,
        replyTo: record.email,
        attachments: record.files.map((file) => ({
          filename: file.originalName,
          storageKey: file.storageKey,
          contentType: file.mime,
        })),
      },
    },
    {
      mail: {
        to: record.email,
        subject: `Recibimos tu hoja de vida | ${SITE.name}`,
        template: WORK_WITH_US_MAIL_TEMPLATES.confirmation,
        // Mailed to an address nobody has proven: the visitor's words without links.
        data: { ...data, vacant: withoutLinks(record.vacant), files: data.files.map(withoutLinks) },
      },
    },
  ];
}
