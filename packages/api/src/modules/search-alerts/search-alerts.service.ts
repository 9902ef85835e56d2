import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  ALERT_MESSAGES,
  describeSearch,
  formatBbox,
  FORM_IDS,
  propertySearchQuerySchema,
  SEARCH_ALERT_LIMITS,
  SEARCH_FILTER_KEYS,
  type PropertySearchQuery,
  type SearchAlertList,
  type SearchAlertRequest,
  type SearchAlertSummary,
} from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config.schema';
import { hashAccessToken, issueAccessToken, notFound } from '../../infra/access-token/access-token';
import { PROPERTY_SOURCE, type PropertySource } from '../properties/property-source';
import { type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { SubmissionService } from '../submissions/submission.service';
import { AlertLinks } from './alert-links.service';
import { confirmationMail } from './search-alerts.mails';
import { SearchAlertsRepository } from './search-alerts.repository';
import { SEARCH_ALERT_STATUS, type SearchAlertRow } from '../../infra/db/schema';

/** How a holder withdrew an alert's consent (consents.revoked_via). */
export const REVOKED_VIA = { oneClick: 'one-click', managePage: 'manage-page' } as const;
export type RevokedVia = (typeof REVOKED_VIA)[keyof typeof REVOKED_VIA];

/** The stored form of a search: its filter only (no page or order), in a fixed order. */
export function canonicalQuery(query: PropertySearchQuery): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && (value !== 0 || key === 'gestion')) params.set(key, String(value));
  }
  if (query.bbox) params.set('bbox', formatBbox(query.bbox));
  return params.toString();
}

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

  /** Stores a pending alert with its consent and mails the confirmation link; nothing else is sent until it is opened. */
  async create(body: SearchAlertRequest, meta: SubmissionMeta): Promise<{ status: 'pending' }> {
    const search = parseSearchQuery(body.query);
    if (!search) throw invalid('query', ALERT_MESSAGES.invalidSearch);
    const query = canonicalQuery(search);
    const label = describeSearch(search, await this.neighbourhoodName(search));
    const manageToken = await this.links.manageToken(body.email);
    const confirm = issueAccessToken();
    const expiresAt = new Date(Date.now() + this.config.ALERT_CONFIRM_HOURS * 3_600_000);
    await this.submissions.submit({
      form: FORM_IDS.searchAlert,
      body: { ...body, query },
      ...meta,
      captcha: { token: body.captcha },
      customer: { fullname: '', email: body.email },
      customerLookup: ['email'],
      failureMessage: ALERT_MESSAGES.failure,
      create: async (tx, { customerId }) => {
        if ((await this.repository.liveCount(tx, body.email)) >= SEARCH_ALERT_LIMITS.alertsPerEmail)
          throw invalid('email', ALERT_MESSAGES.tooMany);
        return this.repository.insert(tx, {
          customerId,
          email: body.email,
          manageKey: this.links.manageKey(manageToken),
          frequency: body.frequency,
          query,
          label,
          status: SEARCH_ALERT_STATUS.pending,
          confirmTokenHash: confirm.hash,
          confirmExpiresAt: expiresAt,
        });
      },
      jobs: () => [
        {
          mail: confirmationMail({
            to: body.email,
            label,
            frequency: body.frequency,
            confirmUrl: this.links.confirmUrl(confirm.token),
            expiresAt,
          }),
        },
      ],
      respond: () => ({ status: 'pending' }),
    });
    return { status: 'pending' };
  }

  /** Opening the confirmation link's page and pressing its button; again later gives the same answer. */
  async confirm(token: string): Promise<{ alert: SearchAlertSummary; manageToken: string }> {
    const now = new Date();
    const found = await this.repository.findByConfirmHash(hashAccessToken(token));
    const expired =
      found?.status === SEARCH_ALERT_STATUS.pending &&
      (!found.confirmExpiresAt || found.confirmExpiresAt < now);
    if (!found || expired) throw notFound();
    const alert = await this.repository.activate(found.id, now);
    if (!alert) throw notFound();
    return { alert: this.summary(alert), manageToken: await this.links.manageToken(alert.email) };
  }

  async list(token: string): Promise<SearchAlertList> {
    const alerts = await this.repository.listByManageKey(this.links.manageKey(token));
    const first = alerts[0];
    if (!first) throw notFound();
    return { email: maskEmail(first.email), alerts: alerts.map((row) => this.summary(row)) };
  }

  async delete(id: string, token: string, via: RevokedVia): Promise<{ deleted: true }> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
    const deleted = await this.repository.deleteWithRevocation(
      id,
      this.links.manageKey(token),
      via,
      new Date(),
    );
    if (!deleted) throw notFound();
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

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, errors: [{ field, message }] });
}
