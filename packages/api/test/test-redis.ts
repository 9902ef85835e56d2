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
