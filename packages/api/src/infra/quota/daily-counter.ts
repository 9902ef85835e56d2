import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { isRedisReachable, REDIS_CLIENT } from '../cache/redis.connection';

/** Bogotá has no daylight saving: its calendar day is UTC-5 all year. */
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;
/** Keys outlive their day a little, so a counter read near midnight is never half-expired. */
const KEY_TTL_SECONDS = 2 * 24 * 60 * 60;

export interface CountResult {
  /** True when the amount fitted under the limit and was counted. */
  readonly allowed: boolean;
  /** The day's total after this call (unchanged when refused). */
  readonly total: number;
}

/**
 * Per-day counters (upload bytes per address, confirmation mails per recipient). In Redis when it is
 * configured and reachable, so every gateway shares them; else in this process's memory (also the fallback
 * while Redis is down: a limit is still applied, per process). Subjects are hashed: no address in clear.
 */
@Injectable()
export class DailyCounter {
  private readonly logger = new Logger(DailyCounter.name);
  private readonly memory = new Map<string, number>();
  private memoryDay = '';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {}

  /** Adds `amount` to today's counter of (scope, subject) unless that would pass `limit`. */
  async add(scope: string, subject: string, amount: number, limit: number): Promise<CountResult> {
    const key = this.key(scope, subject);
    if (this.redis && isRedisReachable(this.redis)) {
      try {
        return await this.addInRedis(this.redis, key, amount, limit);
      } catch (error) {
        this.logger.warn(`Daily counter in Redis failed, counting in memory: ${String(error)}`);
      }
    }
    return this.addInMemory(key, amount, limit);
  }

  private key(scope: string, subject: string): string {
    const day = new Date(Date.now() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
    const hashed = createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 32);
    return `${this.config.REDIS_PREFIX}daily:${scope}:${day}:${hashed}`;
  }

  private async addInRedis(redis: Redis, key: string, amount: number, limit: number): Promise<CountResult> {
    const [[incrError, total], [expireError]] = (await redis
      .multi()
      .incrby(key, amount)
      .expire(key, KEY_TTL_SECONDS)
      .exec()) as [[Error | null, number], [Error | null, unknown]];
    const failure = incrError ?? expireError;
    if (failure) throw failure;
    if (total <= limit) return { allowed: true, total };
    // Over: take the amount back, so a refused request does not eat the rest of the day's allowance.
    const after = await redis.decrby(key, amount);
    return { allowed: false, total: after };
  }

  private addInMemory(key: string, amount: number, limit: number): CountResult {
    const day = key.split(':').at(-2) ?? '';
    if (day !== this.memoryDay) {
      this.memory.clear();
      this.memoryDay = day;
    }
    const current = this.memory.get(key) ?? 0;
    if (current + amount > limit) return { allowed: false, total: current };
    this.memory.set(key, current + amount);
    return { allowed: true, total: current + amount };
  }
}
