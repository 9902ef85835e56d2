import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  type AdvisorConsentRequest,
  type ContactRequest,
  FORM_IDS,
  FORM_MESSAGES,
  normalizePropertyCode,
  type PropertyContactRequest,
  type CreatedId,
} from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { PROPERTY_SOURCE, type PropertySource } from '../catalog/property-source';
import { type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { SubmissionService } from '../submissions/submission.service';
import { mailboxAddress } from '../submissions/mailbox-address';
import { contactMails, propertyContactMails } from './contact.mails';
import { ContactRepository } from './contact.repository';
import { type PropertySummary, summarizeProperty, within } from './property-lookup';

/** The listing's details only enrich the agency copy: a slow or failing source must not hold the visitor. */
const PROPERTY_LOOKUP_MS = 3000;

/** Server side of the basic contact, 'SOLICITA TU ASESORÍA' and the advisor data-treatment forms. */
@Injectable()
export class ContactService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly submissions: SubmissionService,
    private readonly repository: ContactRepository,
    @Inject(PROPERTY_SOURCE) private readonly properties: PropertySource,
  ) {}

  /** Basic contact: no captcha (spec §5); the customer is the one with this phone, created only if none. */
  async contact(body: ContactRequest, meta: SubmissionMeta): Promise<CreatedId> {
    const { website: _honeypot, ...fields } = body;
    return this.submit(
      this.submissions.submit({
        form: FORM_IDS.contact,
        body: fields,
        ...meta,
        customer: { fullname: body.fullname, cellphone: body.cellphone, email: body.email },
        customerLookup: ['cellphone'],
        create: (tx, { customerId }) =>
          this.repository.insertContact(tx, {
            customerId,
            fullname: body.fullname,
            cellphone: body.cellphone,
            email: body.email ?? null,
            message: body.message ?? null,
          }),
        jobs: (record) => contactMails(record, mailboxAddress(this.config.MAIL_MARKETING)),
      }),
    );
  }

  /** The detail page's form: captcha, customer by e-mail or phone, confirmation plus the agency's copy. */
  async propertyContact(
    routeCode: string,
    body: PropertyContactRequest,
    meta: SubmissionMeta,
  ): Promise<CreatedId> {
    const propertyCode = normalizePropertyCode(routeCode);
    if (!propertyCode || (normalizePropertyCode(body.propertyCode) ?? body.propertyCode) !== propertyCode) {
      throw new BadRequestException({
        message: FORM_MESSAGES.invalidPropertyCode,
        errors: [{ field: 'propertyCode', message: FORM_MESSAGES.invalidPropertyCode }],
      });
    }
    const property = await within<PropertySummary | null>(
      PROPERTY_LOOKUP_MS,
      this.properties.findByCode(propertyCode).then((detail) => (detail ? summarizeProperty(detail) : null)),
      null,
    );
    const branchMailbox = property?.branchId
      ? this.config.MAIL_BRANCHES[String(property.branchId)]
      : undefined;
    return this.submit(
      this.submissions.submit({
        form: FORM_IDS.propertyContact,
        body: { ...body, propertyCode },
        ...meta,
        captcha: { token: body.captcha },
        customer: { fullname: body.fullname, cellphone: body.cellphone, email: body.email },
        create: (tx, { customerId }) =>
          this.repository.insertPropertyContact(tx, {
            customerId,
            propertyCode,
            fullname: body.fullname,
            cellphone: body.cellphone,
            email: body.email,
            message: body.message,
          }),
        jobs: (record) =>
          propertyContactMails(record, {
            agencyMailbox: branchMailbox ?? mailboxAddress(this.config.MAIL_MARKETING),
            publicUrl: this.config.PUBLIC_URL,
            property,
          }),
      }),
    );
  }

  /** The advisor card's data-treatment form: customer and consent proof; nothing to mail. */
  async advisorConsent(body: AdvisorConsentRequest, meta: SubmissionMeta): Promise<CreatedId> {
    const propertyCode = normalizePropertyCode(body.propertyCode) ?? body.propertyCode;
    return this.submit(
      this.submissions.submit({
        form: FORM_IDS.advisorConsent,
        body: { ...body, propertyCode },
        ...meta,
        customer: { fullname: body.fullname, cellphone: body.cellphone },
        create: (tx, { customerId }) =>
          this.repository.insertAdvisorContact(tx, { customerId, propertyCode }),
      }),
    );
  }

  private async submit(pending: Promise<Record<string, unknown>>): Promise<CreatedId> {
    const { id } = await pending;
    return { id: String(id) };
  }
}
