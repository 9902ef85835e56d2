import { Redis } from 'ioredis';
import { TEST_REDIS_URL, uniqueSuffix } from './test-env';

/** A key prefix of its own for one test file (cache keys, BullMQ queues). */
export function testRedisPrefix(): string {
  return `inmo-test:${uniqueSuffix()}:`;
}

/** Removes every key under the prefix; call in afterAll. */
export async function clearRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Every key under the prefix with its contents, as one text: to show what Redis holds. */
export async function redisDump(prefix: string, url = TEST_REDIS_URL): Promise<string> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const readers: Record<string, (key: string) => Promise<unknown>> = {
      string: (key) => redis.get(key),
      hash: (key) => redis.hgetall(key),
      list: (key) => redis.lrange(key, 0, -1),
      set: (key) => redis.smembers(key),
      zset: (key) => redis.zrange(key, 0, -1),
      stream: (key) => redis.xrange(key, '-', '+'),
    };
    const parts: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        const value: unknown = await (readers[type]?.(key) ?? type);
        parts.push(`${key} ${JSON.stringify(value)}`);
      }
    } while (cursor !== '0');
    return parts.join('\n');
  } finally {
    redis.disconnect();
  }
}
