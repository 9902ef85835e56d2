import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { absoluteUrl } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config.schema';
import { hashAccessToken } from '../../infra/access-token/access-token';
import { SearchAlertsRepository } from './search-alerts.repository';

/** Name of the HMAC key in app_secrets: generated once, shared by every gateway and worker, kept across restarts. */
const SECRET_NAME = 'alert-links';

/** Site paths of the alert pages (the web app's routes). */
export const ALERT_PAGES = { confirm: '/alertas/confirmar/', manage: '/alertas/' } as const;

/**
 * The links of the alert mails. The management token of an address is an HMAC of it: every mail can carry
 * it, none stores it, and only its SHA-256 (`manageKey`) is kept beside each alert to find them.
 */
@Injectable()
export class AlertLinks {
  private key: Promise<string> | undefined;

  constructor(
    private readonly repository: SearchAlertsRepository,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'PUBLIC_URL'>,
  ) {}

  async manageToken(email: string): Promise<string> {
    this.key ??= this.repository.secret(SECRET_NAME, () => randomBytes(32).toString('hex'));
    const key = await this.key.catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return createHmac('sha256', key).update(`manage:${email}`).digest('base64url');
  }

  /** What is stored and looked up: a leaked table gives no working link. */
  manageKey(token: string): string {
    return hashAccessToken(token);
  }

  /** A site path (or an absolute URL, kept) on PUBLIC_URL. */
  absolute(path: string): string {
    return absoluteUrl(path, this.config.PUBLIC_URL);
  }

  confirmUrl(token: string): string {
    return this.absolute(`${ALERT_PAGES.confirm}?token=${encodeURIComponent(token)}`);
  }

  manageUrl(token: string, unsubscribeId?: string): string {
    const baja = unsubscribeId ? `&baja=${encodeURIComponent(unsubscribeId)}` : '';
    return this.absolute(`${ALERT_PAGES.manage}?token=${encodeURIComponent(token)}${baja}`);
  }

  /** RFC 8058 one-click: mail clients POST here; a GET of it changes nothing. */
  oneClickUrl(alertId: string, token: string): string {
    return this.absolute(
      `/api/alerts/${encodeURIComponent(alertId)}/unsubscribe?token=${encodeURIComponent(token)}`,
    );
  }

  searchPath(query: string): string {
    return query ? `/busqueda/?${query}` : '/busqueda/';
  }
}
