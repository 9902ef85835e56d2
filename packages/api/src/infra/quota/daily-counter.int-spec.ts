import { Redis } from 'ioredis';
import { type AppConfig } from '#src/config/config.schema';
import { TEST_REDIS_URL } from '#test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '#test/test-redis';
import { DailyCounter } from './daily-counter';

describe('DailyCounter', () => {
  const prefix = testRedisPrefix();
  const config = { REDIS_PREFIX: prefix } as AppConfig;
  const clients: Redis[] = [];
  const redis = () => {
    const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    clients.push(client);
    return client;
  };
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await clearRedisPrefix(prefix);
  });

  it('shares one count between gateways through Redis, refusing past the limit without counting it', async () => {
    const a = new DailyCounter(config, redis());
    const b = new DailyCounter(config, redis());
    await expect(a.add('scope', 'Ana@Example.com', 3, 5)).resolves.toEqual({ allowed: true, total: 3 });
    await expect(b.add('scope', 'ana@example.com', 2, 5)).resolves.toEqual({ allowed: true, total: 5 });
    await expect(a.add('scope', 'ana@example.com', 1, 5)).resolves.toEqual({ allowed: false, total: 5 });
    await expect(b.add('scope', 'otra@example.com', 1, 5)).resolves.toMatchObject({ allowed: true });
    const keys = await redis().keys(`${prefix}daily:*`);
    expect(keys.join(' ')).not.toContain('ana');
  });

  it('counts in memory without Redis', async () => {
    const counter = new DailyCounter(config, null);
    await expect(counter.add('scope', 'x', 4, 5)).resolves.toMatchObject({ allowed: true });
    await expect(counter.add('scope', 'x', 2, 5)).resolves.toMatchObject({ allowed: false, total: 4 });
  });
});
