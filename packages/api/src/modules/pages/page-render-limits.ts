import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { RATE_LIMIT_WINDOW_MS } from '#src/infra/rate-limit/rate-limit.constants';
import { rateLimitKey } from '#src/infra/rate-limit/rate-limit.module';

/** A render the client may have now (release it when it settles), or how long until it may ask again. */
export type RenderAdmission = { release: () => void } | { retryAfterSeconds: number };

/**
 * What one client (its clientLimitKey: an IPv4 address or an IPv6 /64) may make the gateway render:
 * PAGE_RENDERS_AT_ONCE running or waiting, and PAGE_RENDERS_PER_MINUTE (counted in the throttler's storage:
 * Redis on the full stack, shared by the gateways).
 * Pages answered from the cache cost nothing, so one client's flood of new addresses is what this bounds.
 */
@Injectable()
export class PageRenderLimits {
  /** Renders running or waiting, by the client that asked for them (this gateway's). */
  private readonly running = new Map<string, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectThrottlerStorage() private readonly counters: ThrottlerStorage,
  ) {}

  /** The running count goes up before the first await, so a burst cannot pass the check all at once. */
  async admit(client: string): Promise<RenderAdmission> {
    if ((this.running.get(client) ?? 0) >= this.config.PAGE_RENDERS_AT_ONCE) return { retryAfterSeconds: 1 };
    this.count(client, 1);
    const release = () => this.count(client, -1);
    const limit = this.config.PAGE_RENDERS_PER_MINUTE;
    try {
      const { totalHits, timeToExpire } = await this.counters.increment(
        rateLimitKey(this.config, 'pages', client),
        RATE_LIMIT_WINDOW_MS,
        limit,
        0,
        'pages',
      );
      if (totalHits <= limit) return { release };
      release();
      return { retryAfterSeconds: Math.max(1, timeToExpire) };
    } catch (error) {
      release();
      throw error;
    }
  }

  private count(client: string, change: 1 | -1): void {
    const count = (this.running.get(client) ?? 0) + change;
    if (count > 0) this.running.set(client, count);
    else this.running.delete(client);
  }
}
