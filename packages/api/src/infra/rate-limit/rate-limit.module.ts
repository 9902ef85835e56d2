import { createHash } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { type Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { isRedisReachable, REDIS_CLIENT } from '../cache/redis.connection';
import { FailOpenThrottlerStorage } from './fail-open.throttler-storage';
import {
  RATE_LIMIT_POLICIES,
  RATE_LIMIT_POLICY_KEY,
  RATE_LIMIT_WINDOW_MS,
  type RateLimitPolicy,
} from './rate-limit.constants';
import { RateLimitGuard } from './rate-limit.guard';

/** A counter's Redis key: per scope and client, the address hashed (no personal data in clear in Redis). */
export function rateLimitKey(config: AppConfig, scope: string, client: string): string {
  return `${config.REDIS_PREFIX}rate:${scope}:${createHash('sha256').update(client).digest('hex').slice(0, 32)}`;
}

export function rateLimitOptions(config: AppConfig, redis: Redis | null): ThrottlerModuleOptions {
  const limits: Record<RateLimitPolicy, number> = {
    [RATE_LIMIT_POLICIES.form]: config.RATE_LIMIT_PER_MINUTE,
    [RATE_LIMIT_POLICIES.contact]: config.RATE_LIMIT_CONTACT_PER_MINUTE,
    [RATE_LIMIT_POLICIES.area]: config.RATE_LIMIT_AREA_PER_MINUTE,
    [RATE_LIMIT_POLICIES.map]: config.RATE_LIMIT_AREA_PER_MINUTE,
  };
  return {
    throttlers: [
      {
        // 'default' keeps the header names plain: Retry-After, X-RateLimit-Limit…
        name: 'default',
        ttl: RATE_LIMIT_WINDOW_MS,
        limit: (context) => {
          const policy = Reflect.getMetadata(RATE_LIMIT_POLICY_KEY, context.getHandler()) as
            RateLimitPolicy | undefined;
          return limits[policy ?? RATE_LIMIT_POLICIES.form];
        },
      },
    ],
    // Counters per route and client.
    generateKey: (context, tracker) =>
      rateLimitKey(config, `${context.getClass().name}.${context.getHandler().name}`, tracker),
    storage: redis
      ? new FailOpenThrottlerStorage(new ThrottlerStorageRedisService(redis), () => isRedisReachable(redis))
      : undefined,
  };
}

/** Rate limits for visitor POSTs: Redis counters shared by every gateway when REDIS_URL is set, else memory. */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, REDIS_CLIENT],
      useFactory: rateLimitOptions,
    }),
  ],
  providers: [RateLimitGuard],
  exports: [ThrottlerModule, RateLimitGuard],
})
export class RateLimitModule {}
