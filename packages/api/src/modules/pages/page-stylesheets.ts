import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { PAGE_STYLESHEET_NAME } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { isRedisReachable, REDIS_CLIENT } from '#src/infra/cache/redis.connection';

/** Stylesheets kept in this process (characters): a few hundred pages' worth; the shared copy outlives them. */
const LOCAL_MAX_CHARS = 32_000_000;
/** How long Redis keeps a stylesheet after the last render that used it. */
export const SHARED_TTL_SECONDS = 24 * 60 * 60;
/**
 * A render writes its stylesheet to Redis again once this long has passed since this process last did: the
 * renders of one page's look share one write a minute, and a Redis that restarted has them back within a
 * minute (as long as a cached render is kept).
 */
export const RESHARE_MS = 60_000;

interface Kept {
  readonly css: string;
  sharedAt: number;
}

/**
 * The pages' class styles, by the hash of their content (served at /styles/{name}.css, see
 * page-stylesheets.handler.ts): kept in this process and, with Redis, where every gateway finds them, since
 * the browser may ask another replica than the one that rendered its page.
 */
@Injectable()
export class PageStylesheets {
  private readonly logger = new Logger(PageStylesheets.name);
  private readonly local = new LRUCache<string, Kept>({
    maxSize: LOCAL_MAX_CHARS,
    sizeCalculation: (kept) => kept.css.length,
  });
  private readonly prefix: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {
    this.prefix = `${config.REDIS_PREFIX}stylesheet:`;
  }

  /**
   * Keeps `css` under `name` where every gateway serves it. False when it could not (Redis unreachable or
   * failing, or a name that is not the content's): the page then carries its styles inline.
   */
  async publish(name: string, css: string): Promise<boolean> {
    if (!PAGE_STYLESHEET_NAME.test(name) || nameOf(css) !== name) return false;
    let kept = this.local.get(name);
    if (!kept) {
      kept = { css, sharedAt: Number.NEGATIVE_INFINITY };
      this.local.set(name, kept);
    }
    if (!this.redis) return true;
    if (Date.now() - kept.sharedAt < RESHARE_MS) return true;
    if (!isRedisReachable(this.redis)) return false;
    try {
      await this.redis.set(this.prefix + name, css, 'EX', SHARED_TTL_SECONDS);
      kept.sharedAt = Date.now();
      return true;
    } catch (error) {
      this.logger.warn(`A page's stylesheet could not be shared; the page inlines it (${String(error)})`);
      return false;
    }
  }

  /** The stylesheet `name`, from this process or Redis; undefined when no gateway kept it (or Redis is down). */
  async read(name: string): Promise<string | undefined> {
    if (!PAGE_STYLESHEET_NAME.test(name)) return undefined;
    const kept = this.local.get(name);
    if (kept) return kept.css;
    if (!this.redis || !isRedisReachable(this.redis)) return undefined;
    try {
      const css = await this.redis.get(this.prefix + name);
      if (css === null || nameOf(css) !== name) return undefined;
      this.local.set(name, { css, sharedAt: Date.now() });
      return css;
    } catch (error) {
      this.logger.warn(`A page's stylesheet could not be read from Redis (${String(error)})`);
      return undefined;
    }
  }
}

function nameOf(css: string): string {
  return createHash('sha256').update(css).digest('base64url').slice(0, 22);
}
