import { Redis } from 'ioredis';
import { RedisProcess } from './redis-process';

describe('RedisProcess (the tests own redis-server)', () => {
  it('keeps one server when started again, and stop ends it: no redis-server outlives its test', async () => {
    const redis = await RedisProcess.start();
    await redis.start();
    await redis.stop();
    const probe = new Redis(redis.url, {
      lazyConnect: true,
      retryStrategy: () => null,
      maxRetriesPerRequest: 0,
    });
    try {
      await expect(probe.connect()).rejects.toThrow();
    } finally {
      probe.disconnect();
    }
  });
});
