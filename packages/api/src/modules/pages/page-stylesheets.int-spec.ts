import { createHash } from 'node:crypto';
import { type Redis } from 'ioredis';
import type { AppConfig } from '#src/config/config.schema';
import { createRedisConnection } from '#src/infra/cache/redis.connection';
import { TEST_REDIS_URL } from '#test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '#test/test-redis';
import { PageStylesheets, RESHARE_MS, SHARED_TTL_SECONDS } from './page-stylesheets';

const prefix = testRedisPrefix();
const config = { REDIS_PREFIX: prefix } as AppConfig;
let redis: Redis;

const sheet = (css: string) => ({
  css,
  name: createHash('sha256').update(css).digest('base64url').slice(0, 22),
});

beforeAll(() => {
  redis = createRedisConnection(TEST_REDIS_URL, 'client');
});
afterAll(async () => {
  redis.disconnect();
  await clearRedisPrefix(prefix);
});
afterEach(() => jest.useRealTimers());

describe("PageStylesheets: the pages' class styles, by the hash of their content", () => {
  it('serves from every gateway what one of them kept (through Redis, for a day)', async () => {
    const { name, css } = sheet('.css-a{color:red;}');
    const rendering = new PageStylesheets(config, redis);
    const other = new PageStylesheets(config, redis);
    expect(await other.read(name)).toBeUndefined();
    expect(await rendering.publish(name, css)).toBe(true);
    expect(await rendering.read(name)).toBe(css);
    expect(await other.read(name)).toBe(css);
    const ttl = await redis.ttl(`${prefix}stylesheet:${name}`);
    expect(ttl).toBeGreaterThan(SHARED_TTL_SECONDS - 10);
  });

  it("refuses a name that is not its content's (the page inlines its styles) and reads no such name", async () => {
    const stylesheets = new PageStylesheets(config, redis);
    const { name } = sheet('.css-b{color:blue;}');
    expect(await stylesheets.publish(name, '.css-b{color:green;}')).toBe(false);
    expect(await stylesheets.read(name)).toBeUndefined();
    await redis.set(`${prefix}stylesheet:${name}`, 'body{display:none}');
    expect(await new PageStylesheets(config, redis).read(name)).toBeUndefined();
    expect(await stylesheets.read('../../etc/passwd')).toBeUndefined();
  });

  it('writes a stylesheet to Redis again only once a minute, so a restarted Redis has it back', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval'] });
    const { name, css } = sheet('.css-c{color:teal;}');
    const stylesheets = new PageStylesheets(config, redis);
    await stylesheets.publish(name, css);
    await redis.del(`${prefix}stylesheet:${name}`);
    expect(await stylesheets.publish(name, css)).toBe(true);
    expect(await redis.get(`${prefix}stylesheet:${name}`)).toBeNull();
    jest.setSystemTime(Date.now() + RESHARE_MS);
    expect(await stylesheets.publish(name, css)).toBe(true);
    expect(await redis.get(`${prefix}stylesheet:${name}`)).toBe(css);
  });

  it('says so when Redis is unreachable (the page inlines its styles), and still serves its own', async () => {
    const down = createRedisConnection('redis://127.0.0.1:1', 'client');
    down.on('error', () => undefined);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stylesheets = new PageStylesheets(config, down);
      const { name, css } = sheet('.css-d{color:navy;}');
      expect(await stylesheets.publish(name, css)).toBe(false);
      expect(await stylesheets.read(name)).toBe(css);
      expect(await new PageStylesheets(config, down).read(name)).toBeUndefined();
    } finally {
      down.disconnect();
    }
  });

  it('keeps them in the process alone without Redis (the embedded default: one gateway)', async () => {
    const stylesheets = new PageStylesheets(config, null);
    const { name, css } = sheet('.css-e{color:gold;}');
    expect(await stylesheets.publish(name, css)).toBe(true);
    expect(await stylesheets.read(name)).toBe(css);
  });
});
