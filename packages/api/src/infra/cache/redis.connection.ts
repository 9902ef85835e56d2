import { Redis, type RedisOptions } from 'ioredis';

/** Nest injection token for the shared ioredis client, or null when REDIS_URL is unset. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

export type RedisRole =
  /**
   * Cache, rate limits, health, BullMQ producers: a command waits through one reconnect attempt at most, so a
   * Redis outage degrades (cache miss, outbox rows stay pending) instead of hanging.
   */
  | 'client'
  /** BullMQ workers: BullMQ requires blocking connections that retry forever. */
  | 'worker';

export function createRedisConnection(url: string, role: RedisRole, extra: RedisOptions = {}): Redis {
  const base: RedisOptions = {
    connectTimeout: 2000,
    // Reconnect forever with a capped delay; commands decide separately whether to wait.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
  const perRole: Record<RedisRole, RedisOptions> = {
    client: { maxRetriesPerRequest: 1, enableOfflineQueue: true },
    worker: { maxRetriesPerRequest: null, enableOfflineQueue: true },
  };
  return new Redis(url, { ...base, ...perRole[role], ...extra });
}
