import { Logger } from '@nestjs/common';
import { type Redis } from 'ioredis';

/** Remembers tokens already accepted, for as long as they could still verify. */
export interface ReplayStore {
  /** True the first time a key is claimed within its TTL; false for a replay. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
}

export const CAPTCHA_REPLAY_STORE = Symbol('CAPTCHA_REPLAY_STORE');

/** Shared by every gateway replica: SET NX is atomic, so two concurrent submits of one token cannot both pass. */
export class RedisReplayStore implements ReplayStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async claim(key: string, ttlSeconds: number): Promise<boolean> {
    const ttl = Math.max(1, Math.ceil(ttlSeconds));
    return (await this.redis.set(`${this.prefix}captcha:used:${key}`, '1', 'EX', ttl, 'NX')) === 'OK';
  }
}

/** Single-process fallback when REDIS_URL is unset. */
export class MemoryReplayStore implements ReplayStore {
  private readonly used = new Map<string, number>();

  constructor(
    private readonly maxEntries = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  claim(key: string, ttlSeconds: number): Promise<boolean> {
    const now = this.now();
    const expiresAt = this.used.get(key);
    if (expiresAt !== undefined && expiresAt > now) return Promise.resolve(false);
    this.used.set(key, now + ttlSeconds * 1000);
    if (this.used.size > this.maxEntries) this.evictExpired(now);
    return Promise.resolve(true);
  }

  private evictExpired(now: number): void {
    for (const [key, expiresAt] of this.used) if (expiresAt <= now) this.used.delete(key);
    // Still full of live entries: drop the oldest; their challenges expire within minutes anyway.
    for (const key of this.used.keys()) {
      if (this.used.size <= this.maxEntries) break;
      this.used.delete(key);
    }
  }
}

/**
 * Redis first; while Redis is unreachable, single use is enforced per process so a visitor's request
 * is still accepted (the pipeline must store submissions with Redis down).
 */
export class FallbackReplayStore implements ReplayStore {
  private readonly logger = new Logger(FallbackReplayStore.name);

  constructor(
    private readonly primary: ReplayStore,
    private readonly fallback: ReplayStore = new MemoryReplayStore(),
  ) {}

  async claim(key: string, ttlSeconds: number): Promise<boolean> {
    try {
      return await this.primary.claim(key, ttlSeconds);
    } catch (error) {
      this.logger.warn(
        `Captcha replay check fell back to memory: ${error instanceof Error ? error.message : 'error'}`,
      );
      return this.fallback.claim(key, ttlSeconds);
    }
  }
}
