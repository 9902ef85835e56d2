import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { absoluteUrl, PATHS, searchPath } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { hashAccessToken } from '#src/infra/access-token/access-token';
import { SearchAlertsRepository } from './search-alerts.repository';

/** Name of the HMAC key in app_secrets: generated once, shared by every gateway and worker, kept across restarts. */
const SECRET_NAME = 'alert-links';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Characters of the expiry's signature kept in the link (22 base64url = 132 bits). */
const EXPIRY_SIG_LENGTH = 22;

/** What a management link is derived from: the inbox and its current salt (search_alerts). */
export interface ManageIdentity {
  readonly mailbox: string;
  readonly manageSalt: string;
}

/**
 * The links of the alert mails.
 *
 * A management link is `<base>.<expiry day>.<signature>`. The base is an HMAC of the inbox and its salt,
 * so every mail can carry it and none stores it; only its SHA-256 (`manageKey`) is kept on the inbox's
 * alerts to find them. A new salt rotates it (each confirmation does). The expiry, signed, makes a link
 * stop working ALERT_MANAGE_LINK_DAYS after its mail; every digest and confirmation brings a fresh one.
 *
 * The one-click unsubscribe token is an HMAC of one alert's id: it removes that alert and nothing else,
 * so it neither expires nor rotates (an old mail's List-Unsubscribe keeps working). Tokens of the earlier
 * scheme (an HMAC of the address, which every alert of the address shared) no longer work; the mails'
 * management links still do.
 */
@Injectable()
export class AlertLinks {
  private key: Promise<string> | undefined;

  constructor(
    private readonly repository: SearchAlertsRepository,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'PUBLIC_URL' | 'ALERT_MANAGE_LINK_DAYS'>,
  ) {}

  /**
   * Loads the links' key, which the first use reads from (or writes to) the database. A transaction that
   * builds links calls it first: inside, every query must go through the transaction.
   */
  async ready(): Promise<void> {
    await this.hmac('');
  }

  /** A fresh salt: rotating it changes the inbox's management key. */
  newSalt(): string {
    return randomBytes(16).toString('hex');
  }

  /** The key stored on the inbox's alerts (what a management link is looked up by). */
  async manageKey(identity: ManageIdentity): Promise<string> {
    return hashAccessToken(await this.manageBase(identity));
  }

  /** A management link's token, valid ALERT_MANAGE_LINK_DAYS from `now`. */
  async manageToken(identity: ManageIdentity, now: Date = new Date()): Promise<string> {
    const base = await this.manageBase(identity);
    const expires = dayNumber(now) + this.config.ALERT_MANAGE_LINK_DAYS;
    return `${base}.${expires}.${await this.expirySignature(base, expires)}`;
  }

  /** The stored key a management token stands for, or null when it is malformed, forged or expired. */
  async keyOfManageToken(token: string, now: Date = new Date()): Promise<string | null> {
    const [base, day, signature, ...rest] = token.split('.');
    if (!base || !day || !signature || rest.length > 0 || !/^\d{1,7}$/.test(day)) return null;
    const expires = Number(day);
    if (expires < dayNumber(now)) return null;
    const expected = Buffer.from(await this.expirySignature(base, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return hashAccessToken(base);
  }

  /** The one-click token of one alert (see the class comment). */
  async unsubscribeToken(alertId: string): Promise<string> {
    return this.hmac(`unsubscribe:${alertId}`);
  }

  async unsubscribeTokenMatches(alertId: string, token: string): Promise<boolean> {
    const expected = Buffer.from(await this.unsubscribeToken(alertId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** A site path (or an absolute URL, kept) on PUBLIC_URL. */
  absolute(path: string): string {
    return absoluteUrl(path, this.config.PUBLIC_URL);
  }

  confirmUrl(token: string): string {
    return this.absolute(`${PATHS.searchAlertConfirm}?token=${encodeURIComponent(token)}`);
  }

  manageUrl(token: string, unsubscribeId?: string): string {
    const baja = unsubscribeId ? `&baja=${encodeURIComponent(unsubscribeId)}` : '';
    return this.absolute(`${PATHS.searchAlerts}?token=${encodeURIComponent(token)}${baja}`);
  }

  /** RFC 8058 one-click: mail clients POST here; a GET of it changes nothing. */
  oneClickUrl(alertId: string, token: string): string {
    return this.absolute(
      `/api/alerts/${encodeURIComponent(alertId)}/unsubscribe?token=${encodeURIComponent(token)}`,
    );
  }

  searchPath(query: string): string {
    return searchPath(query);
  }

  private manageBase({ mailbox, manageSalt }: ManageIdentity): Promise<string> {
    return this.hmac(`manage-inbox:${mailbox}:${manageSalt}`);
  }

  private async expirySignature(base: string, expires: number): Promise<string> {
    return (await this.hmac(`manage-expiry:${base}:${expires}`)).slice(0, EXPIRY_SIG_LENGTH);
  }

  private async hmac(input: string): Promise<string> {
    this.key ??= this.repository.secret(SECRET_NAME, () => randomBytes(32).toString('hex'));
    const key = await this.key.catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return createHmac('sha256', key).update(input).digest('base64url');
  }
}

/** Whole days since the epoch (UTC): a link's expiry is the end of that day. */
function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}
