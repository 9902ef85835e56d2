import { Inject, Injectable } from '@nestjs/common';
import {
  FORM_ERROR_MESSAGES,
  FORM_IDS,
  PQRS_AREAS,
  PQRS_INITIAL_STATUS_ID,
  PQRS_STATUSES,
  pqrsCreatedSchema,
  pqrsRadicado,
  type PqrsCreated,
  type PqrsRecord,
  type PqrsRequest,
} from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { accessTokenMatches, issueAccessToken, notFound } from '#src/infra/access-token/access-token';
import { type PqrsRow } from '#src/infra/db/schema/index';
import { mailboxAddress } from '../submissions/mailbox-address';
import { type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { SubmissionService } from '../submissions/submission.service';
import { pqrsResponseDeadline } from './colombia-business-days';
import { pqrsMails } from './pqrs.mails';
import { PqrsRepository } from './pqrs.repository';

function toRecord(row: PqrsRow, areaName: string, statusName: string): PqrsRecord {
  return {
    id: row.id,
    radicado: pqrsRadicado(row.id, row.registerDate),
    registerDate: row.registerDate.toISOString(),
    responseDeadline: pqrsResponseDeadline(row.registerDate),
    area: { id: row.areaId, name: areaName },
    status: { id: row.statusId, status: statusName },
    documentType: row.documentType,
    document: row.document,
    fullname: row.fullname,
    cellphone: row.cellphone,
    email: row.email,
    description: row.description,
    observations: row.observations,
  };
}

/** PQRS flow (spec §4): captcha, customer, PQRS with the initial status, consent, summary mails. */
@Injectable()
export class PqrsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly submissions: SubmissionService,
    private readonly repository: PqrsRepository,
  ) {}

  async create(body: PqrsRequest, meta: SubmissionMeta): Promise<PqrsCreated> {
    const answer = await this.submissions.submit({
      form: FORM_IDS.pqrs,
      body,
      ...meta,
      captcha: { token: body.captcha },
      customer: {
        fullname: body.fullname,
        email: body.email,
        cellphone: body.cellphone,
        document: body.document,
        documentType: body.documentType,
      },
      failureMessage: FORM_ERROR_MESSAGES.pqrs,
      create: async (tx, { customerId }) => {
        const access = issueAccessToken();
        const row = await this.repository.insert(tx, {
          customerId,
          areaId: body.idArea,
          statusId: PQRS_INITIAL_STATUS_ID,
          documentType: body.documentType,
          document: body.document,
          fullname: body.fullname,
          cellphone: body.cellphone,
          email: body.email,
          description: body.message,
          accessTokenHash: access.hash,
        });
        // Names from the same lists the lookup tables are seeded from (no extra reads in the transaction).
        const areaName = PQRS_AREAS.find((a) => a.id === row.areaId)?.name ?? '';
        const statusName = PQRS_STATUSES.find((s) => s.id === row.statusId)?.status ?? '';
        return { id: row.id, record: toRecord(row, areaName, statusName), accessToken: access.token };
      },
      jobs: ({ record }) => pqrsMails(record, mailboxAddress(this.config.MAIL_PQRS)),
      respond: ({ record, accessToken }) => ({ id: record.id, radicado: record.radicado, accessToken }),
    });
    return pqrsCreatedSchema.parse(answer);
  }

  /** The PQRS for whoever holds its token; anyone else gets the same 404 as for a missing id. */
  async find(id: number, token: unknown): Promise<PqrsRecord> {
    const found = await this.repository.findWithLookups(id);
    if (!found || !accessTokenMatches(token, found.pqrs.accessTokenHash)) throw notFound();
    return toRecord(found.pqrs, found.areaName, found.statusName);
  }
}
