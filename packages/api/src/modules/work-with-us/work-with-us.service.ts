import { Inject, Injectable } from '@nestjs/common';
import { FORM_ERROR_MESSAGES, FORM_IDS, type WorkWithUsRequest, type CreatedId } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { type AcceptedUpload } from '#src/infra/uploads/upload.service';
import { mailboxAddress } from '../submissions/mailbox-address';
import { type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { SubmissionService } from '../submissions/submission.service';
import { workWithUsMails } from './work-with-us.mails';
import { WorkWithUsRepository } from './work-with-us.repository';

/** 'Trabaja con nosotros': captcha, customer, application with its CV files, mails to HR and the applicant. */
@Injectable()
export class WorkWithUsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly submissions: SubmissionService,
    private readonly repository: WorkWithUsRepository,
  ) {}

  async apply(
    body: WorkWithUsRequest,
    files: readonly AcceptedUpload[],
    meta: SubmissionMeta,
  ): Promise<CreatedId> {
    const { id } = await this.submissions.submit({
      form: FORM_IDS.workWithUs,
      // The files are part of what makes a repeat the same request.
      body: { ...body, files: files.map((f) => [f.originalname, f.size]) },
      ...meta,
      captcha: { token: body.captcha },
      customer: { fullname: body.fullname, cellphone: body.cellphone, email: body.email },
      files: { kind: 'cv', accepted: files },
      failureMessage: FORM_ERROR_MESSAGES.workWithUs,
      create: (tx, { customerId, files: stored }) =>
        this.repository.insert(
          tx,
          {
            customerId,
            fullname: body.fullname,
            cellphone: body.cellphone,
            email: body.email,
            vacant: body.vacant,
            aboutYou: body.aboutYou,
          },
          stored,
        ),
      jobs: (record) => workWithUsMails(record, mailboxAddress(this.config.MAIL_HR)),
    });
    return { id: String(id) };
  }
}
