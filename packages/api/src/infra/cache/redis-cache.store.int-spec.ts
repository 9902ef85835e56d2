import { type Redis } from 'ioredis';
import { TEST_REDIS_URL } from '#test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '#test/test-redis';
import { describeCacheStore } from '#test/cache-store.behaviour';
import { RedisCacheStore } from './redis-cache.store';
import { createRedisConnection } from './redis.connection';

const prefix = testRedisPrefix();
let redis: Redis;

beforeAll(() => {
  redis = createRedisConnection(TEST_REDIS_URL, 'client');
});
afterAll(async () => {
  redis.disconnect();
  await clearRedisPrefix(prefix);
});

describeCacheStore('Redis', () => new RedisCacheStore(redis, prefix));

describe('RedisCacheStore', () => {
  it('keeps every key under its prefix', async () => {
    await new RedisCacheStore(redis, prefix).set('clave', 1, 60);
    expect(await redis.get(`${prefix}cache:clave`)).toBe('1');
  });

  it('degrades to calling the loader when Redis is unreachable', async () => {
    const down = createRedisConnection('redis://127.0.0.1:1', 'client');
    down.on('error', () => undefined);
    try {
      const cache = new RedisCacheStore(down, prefix);
      expect(await cache.wrap('x', 60, () => Promise.resolve('fresco'))).toBe('fresco');
    } finally {
      down.disconnect();
    }
  });
});
