import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  ALERT_MESSAGES,
  describeSearch,
  FORM_IDS,
  propertySearchQuerySchema,
  SEARCH_ALERT_LIMITS,
  savedSearchQuery,
  type PropertySearchQuery,
  type SearchAlertList,
  type SearchAlertRequest,
  type SearchAlertSummary,
} from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { hashAccessToken, issueAccessToken, notFound } from '#src/infra/access-token/access-token';
import { mailboxKey } from '#src/infra/mail/mailbox-key';
import { PROPERTY_SOURCE, type PropertySource } from '../catalog/property-source';
import { type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { SubmissionService, VISITOR_MAIL } from '../submissions/submission.service';
import { AlertLinks, type ManageIdentity } from './alert-links.service';
import { confirmationMail } from './search-alerts.mails';
import { SearchAlertsRepository } from './search-alerts.repository';
import { SEARCH_ALERT_STATUS, type SearchAlertRow } from '#src/infra/db/schema/index';

/** How a holder withdrew an alert's consent (consents.revoked_via). */
export const REVOKED_VIA = { oneClick: 'one-click', managePage: 'manage-page' } as const;
export type RevokedVia = (typeof REVOKED_VIA)[keyof typeof REVOKED_VIA];

/** A stored query read back (it was canonicalised from a parsed one, so it parses). */
export function parseSearchQuery(query: string): PropertySearchQuery | null {
  const parsed = propertySearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  return parsed.success ? parsed.data : null;
}

/** 'ana@example.com' → 'a***@example.com': a forwarded link shows little. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Sign-up (double opt-in), confirmation, listing and deletion of search alerts. */
@Injectable()
export class SearchAlertsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly submissions: SubmissionService,
    private readonly repository: SearchAlertsRepository,
    private readonly links: AlertLinks,
    @Inject(PROPERTY_SOURCE) private readonly properties: PropertySource,
  ) {}

  /**
   * Stores a pending alert with its consent and mails the confirmation link; nothing else is sent until it
   * is opened. The answer is the same whatever the address already has (no alert, pending ones, the same
   * search, the most alerts allowed): only the inbox's owner learns more, from the mail and its link. Nor
   * does its time: it answers ALERT_SIGNUP_ANSWER_MS after the request at the soonest, above what either
   * path takes (bench/results/alert-signup-timing.md).
   */
  async create(body: SearchAlertRequest, meta: SubmissionMeta): Promise<{ status: 'pending' }> {
    const answerAt = Date.now() + this.config.ALERT_SIGNUP_ANSWER_MS;
    try {
      await this.signUp(body, meta);
    } finally {
      const wait = answerAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    return { status: 'pending' };
  }

  private async signUp(body: SearchAlertRequest, meta: SubmissionMeta): Promise<void> {
    const search = parseSearchQuery(body.query);
    if (!search) throw invalid('query', ALERT_MESSAGES.invalidSearch);
    const query = savedSearchQuery(search);
    const label = describeSearch(search, await this.neighbourhoodName(search));
    const mailbox = mailboxKey(body.email);
    const confirm = issueAccessToken();
    const expiresAt = new Date(Date.now() + this.config.ALERT_CONFIRM_HOURS * 3_600_000);
    await this.links.ready();
    await this.submissions.submit({
      form: FORM_IDS.searchAlert,
      body: { ...body, query },
      ...meta,
      captcha: { token: body.captcha },
      customer: { fullname: '', email: body.email },
      customerLookup: ['email'],
      consentConfirmTokenHash: confirm.hash,
      visitorMail: VISITOR_MAIL.confirmation,
      failureMessage: ALERT_MESSAGES.failure,
      create: async (tx, { customerId }) => {
        const manageSalt = (await this.repository.inboxSalt(tx, mailbox)) ?? this.links.newSalt();
        return this.repository.upsertPending(tx, {
          customerId,
          email: body.email,
          mailbox,
          manageSalt,
          manageKey: await this.links.manageKey({ mailbox, manageSalt }),
          frequency: body.frequency,
          query,
          label,
          status: SEARCH_ALERT_STATUS.pending,
          confirmTokenHash: confirm.hash,
          confirmExpiresAt: expiresAt,
        });
      },
      jobs: (alert) => [
        {
          mail: confirmationMail({
            // The alert's own address: a later sign-up of the same inbox and search does not change it.
            to: alert.email,
            label: alert.label,
            frequency: alert.frequency,
            confirmUrl: this.links.confirmUrl(confirm.token),
            expiresAt,
          }),
        },
      ],
      respond: () => ({ status: 'pending' }),
    });
  }

  /**
   * The confirmation page's button: activates the alert (or, for one already active, only renews the
   * link), spends the token and gives a fresh management link; older ones stop working. Pending sign-ups
   * count toward no limit: the limit is checked here, where only the inbox's owner sees the answer.
   */
  async confirm(token: string): Promise<{ alert: SearchAlertSummary; manageToken: string }> {
    const now = new Date();
    let identity: ManageIdentity | undefined;
    await this.links.ready();
    const outcome = await this.repository.confirm(
      hashAccessToken(token),
      now,
      new Date(now.getTime() - this.config.ALERT_CONFIRM_HOURS * 3_600_000),
      SEARCH_ALERT_LIMITS.alertsPerEmail,
      async (row) => {
        identity = { mailbox: row.mailbox, manageSalt: this.links.newSalt() };
        return { salt: identity.manageSalt, key: await this.links.manageKey(identity) };
      },
    );
    if (outcome.kind === 'too-many') throw invalid('token', ALERT_MESSAGES.tooMany);
    if (outcome.kind === 'not-found' || !identity) throw notFound();
    return {
      alert: this.summary(outcome.alert),
      manageToken: await this.links.manageToken(identity, now),
    };
  }

  async list(token: string): Promise<SearchAlertList> {
    const key = await this.links.keyOfManageToken(token);
    const alerts = key ? await this.repository.listByManageKey(key) : [];
    const first = alerts[0];
    if (!first) throw notFound();
    return { email: maskEmail(first.email), alerts: alerts.map((row) => this.summary(row)) };
  }

  /** From the management page: the link's key must be the alert's. */
  async delete(id: string, token: string): Promise<{ deleted: true }> {
    if (!isAlertId(id)) throw notFound();
    const key = await this.links.keyOfManageToken(token);
    if (!key || !(await this.repository.deleteWithRevocation(id, key, REVOKED_VIA.managePage, new Date())))
      throw notFound();
    return { deleted: true };
  }

  /** RFC 8058 one-click: the alert's own unsubscribe token (which removes that alert and nothing else). */
  async unsubscribe(id: string, token: string): Promise<{ deleted: true }> {
    if (!isAlertId(id)) throw notFound();
    const alert = await this.repository.findById(id);
    if (!alert || !(await this.links.unsubscribeTokenMatches(alert.id, token))) throw notFound();
    if (!(await this.repository.deleteWithRevocation(id, null, REVOKED_VIA.oneClick, new Date())))
      throw notFound();
    return { deleted: true };
  }

  private summary(row: SearchAlertRow): SearchAlertSummary {
    return {
      id: row.id,
      label: row.label,
      frequency: row.frequency,
      status: row.status,
      searchPath: this.links.searchPath(row.query),
      createdAt: row.createdAt.toISOString(),
    };
  }

  private async neighbourhoodName(search: PropertySearchQuery): Promise<string | null> {
    if (!search.ciudad || !search.barrio) return null;
    const list = await this.properties.neighbourhoods(search.ciudad).catch(() => null);
    return list?.find((n) => n.id === search.barrio)?.name ?? null;
  }
}

function isAlertId(id: string): boolean {
  return /^[0-9a-f-]{36}$/i.test(id);
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, errors: [{ field, message }] });
}
