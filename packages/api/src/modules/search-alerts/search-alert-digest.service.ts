import { Inject, Injectable, Logger } from '@nestjs/common';
import { ALERT_FREQUENCIES, propertyPath, SEARCH_ALERT_LIMITS, type AlertFrequency } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { type SearchAlertRow } from '#src/infra/db/schema/index';
import { logSafeError } from '#src/infra/logging/log-safe-error';
import { MailService } from '#src/infra/mail/mail.service';
import { OutboxService } from '#src/infra/queue/outbox.service';
import { PropertiesService } from '../properties/properties.service';
import { AlertLinks } from './alert-links.service';
import { digestPeriod, type DigestPeriod } from './digest-period';
import { digestMail } from './search-alerts.mails';
import { SearchAlertsRepository } from './search-alerts.repository';
import { parseSearchQuery } from './search-alerts.service';

/** Alerts read per batch, and digested at once (each is a query and a short transaction). */
const BATCH_SIZE = 200;
const CONCURRENCY = 4;
/**
 * A digest covers listings up to this long before it runs: a listing written by a transaction still open
 * when the digest reads (a long SIMI sync page) carries an earlier time and would otherwise be skipped.
 */
const SETTLE_MS = 5 * 60 * 1000;
/** A digest row guards its period (a week at most); kept a while longer for ops' counts, then deleted. */
const DIGEST_ROWS_KEPT_MS = 60 * 24 * 60 * 60 * 1000;

export interface DigestRunResult {
  readonly alerts: number;
  readonly mailed: number;
  readonly empty: number;
  /** Claimed by another worker first, deleted meanwhile, or the source could not answer (next run retries). */
  readonly skipped: number;
  readonly expired: number;
}

type Outcome = 'mailed' | 'empty' | 'skipped';

/**
 * Mails each confirmed alert, once per day or week, the listings of its search added or made cheaper since
 * its last digest (at most 10, newest first); nothing when there are none. Each alert's digest is claimed
 * by a row (alert, period) written in the same transaction as its mail's outbox row, so two workers, or a
 * run repeated after a crash, never send it twice. Also expires unused confirmation links (deleting the
 * pending alerts, their unconfirmed consents and customers kept for nothing else).
 */
@Injectable()
export class SearchAlertDigestService {
  private readonly logger = new Logger('SearchAlertDigest');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SearchAlertsRepository,
    private readonly properties: PropertiesService,
    private readonly links: AlertLinks,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
  ) {}

  async run(now: Date = new Date()): Promise<DigestRunResult> {
    const counts: Record<Outcome, number> = { mailed: 0, empty: 0, skipped: 0 };
    const expired = await this.repository.expireUnconfirmed(
      now,
      new Date(now.getTime() - this.config.ALERT_CONFIRM_HOURS * 3_600_000),
    );
    await this.repository.deleteDigestsBefore(new Date(now.getTime() - DIGEST_ROWS_KEPT_MS));
    const until = new Date(now.getTime() - SETTLE_MS);
    for (const frequency of ALERT_FREQUENCIES) {
      const period = digestPeriod(frequency, now, this.config.ALERT_DIGEST_HOUR);
      if (period) await this.digestAll(frequency, period, until, counts);
    }
    const alerts = counts.mailed + counts.empty + counts.skipped;
    if (alerts > 0 || expired > 0)
      this.logger.log(
        `Digests: ${counts.mailed} mailed, ${counts.empty} with nothing new, ${counts.skipped} skipped; ${expired} unconfirmed expired`,
      );
    return { alerts, ...counts, expired };
  }

  private async digestAll(
    frequency: AlertFrequency,
    period: DigestPeriod,
    until: Date,
    counts: Record<Outcome, number>,
  ): Promise<void> {
    let afterId: string | null = null;
    for (;;) {
      const batch = await this.repository.dueAlerts(frequency, period, afterId, BATCH_SIZE);
      for (let i = 0; i < batch.length; i += CONCURRENCY) {
        const outcomes = await Promise.all(
          batch.slice(i, i + CONCURRENCY).map((alert) => this.digestOne(alert, period, until)),
        );
        for (const outcome of outcomes) counts[outcome] += 1;
      }
      if (batch.length < BATCH_SIZE) return;
      afterId = batch[batch.length - 1]?.id ?? null;
    }
  }

  private async digestOne(alert: SearchAlertRow, period: DigestPeriod, until: Date): Promise<Outcome> {
    const search = parseSearchQuery(alert.query);
    const since = alert.digestCutoff ?? alert.confirmedAt;
    if (!search || !since) return 'skipped';
    try {
      const changed = await this.properties.changedSince(
        search,
        since,
        until,
        SEARCH_ALERT_LIMITS.listingsPerMail,
      );
      // Alerts from before per-inbox salts still carry the old key: the link mailed now must find them.
      const key = await this.links.manageKey(alert);
      if (key !== alert.manageKey) await this.repository.setManageKey(alert.mailbox, alert.manageSalt, key);
      const token = await this.links.manageToken(alert);
      const unsubscribeToken = await this.links.unsubscribeToken(alert.id);
      return await this.outbox.transaction(async (tx): Promise<Outcome> => {
        if (!(await this.repository.claimDigest(tx, alert.id, period.key, changed.total, until)))
          return 'skipped';
        if (changed.items.length === 0) return 'empty';
        await this.mail.enqueue(
          tx,
          digestMail({
            to: alert.email,
            label: alert.label,
            listings: changed.items,
            total: changed.total,
            links: {
              listingUrl: (card) => this.links.absolute(propertyPath(card.code)),
              photoUrl: (path) => this.links.absolute(path),
              searchUrl: this.links.absolute(this.links.searchPath(alert.query)),
              manageUrl: this.links.manageUrl(token),
              unsubscribePageUrl: this.links.manageUrl(token, alert.id),
              oneClickUrl: this.links.oneClickUrl(alert.id, unsubscribeToken),
            },
          }),
        );
        return 'mailed';
      });
    } catch (error) {
      this.logger.warn(`Digest of an alert skipped until the next run: ${logSafeError(error)}`);
      return 'skipped';
    }
  }
}
