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

/** Client states after a lost connection: Redis did not answer the last attempt. */
const LOST = new Set(['reconnecting', 'close', 'end']);

/**
 * False once the connection is known lost. Then a command would wait in the offline queue for up to two
 * reconnect attempts (seconds): callers that have a fallback (cache miss, in-memory rate limit) take it at
 * once instead, so a Redis outage does not slow every request. A client still making its first
 * connection counts as reachable (its commands run as soon as it is up).
 */
export function isRedisReachable(redis: Redis): boolean {
  return !LOST.has(redis.status);
}

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
