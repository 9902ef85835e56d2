import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Redis counters shared by every gateway; while Redis is unreachable the limits fall back to this
 * process's memory instead of failing the visitor's POST (a form must still be storable then). `reachable`
 * says whether the primary would answer now: while it says no, the fallback answers without waiting.
 */
export class FailOpenThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly fallback = new ThrottlerStorageService();
  private degraded = false;

  constructor(
    private readonly primary: ThrottlerStorage,
    private readonly reachable: () => boolean = () => true,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    try {
      if (!this.reachable()) throw new Error('Redis is not connected');
      const record = await this.primary.increment(key, ttl, limit, blockDuration, throttlerName);
      if (this.degraded) {
        this.degraded = false;
        this.logger.log('Redis reachable again: rate limits shared again');
      }
      return record;
    } catch (error) {
      if (!this.degraded) {
        this.degraded = true;
        this.logger.warn(
          `Redis unreachable, rate limits kept in memory meanwhile: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  onApplicationShutdown(): void {
    this.fallback.onApplicationShutdown();
  }
}
