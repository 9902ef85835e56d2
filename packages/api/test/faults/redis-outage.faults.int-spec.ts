import { type PropertyDetail, type PropertySearchResult } from '@inmo/contracts';
import request from 'supertest';
import { redisDump } from '../test-redis';
import { createTestApp, type TestApp } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { RedisProcess } from '../redis-process';
import { waitFor } from '../wait-for';

/** A liveness bound, not a speed target: a request that hangs on the dead cache fails instead of waiting. */
const ANSWER_WITHIN_MS = 10_000;

describe('searches while the Redis cache is stopped (a real redis-server)', () => {
  let db: TestDatabase;
  let redis: RedisProcess;
  let t: TestApp;
  const prefix = 'inmo-outage:';
  const http = () => request(t.app.getHttpServer());
  const get = (path: string, query: Record<string, string | number> = {}) =>
    http().get(path).query(query).timeout(ANSWER_WITHIN_MS);

  beforeAll(async () => {
    db = await createTestDatabase();
    redis = await RedisProcess.start();
    t = await createTestApp({
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      SEED_SIZE: '120',
    });
  }, 60_000);

  afterAll(async () => {
    await redis.start().catch(() => undefined);
    await t.close();
    await redis.stop();
    await db.drop();
  }, 60_000);

  it('answers the same searches, details and places with Redis down, and caches again once it is back', async () => {
    const query = { gestion: 1, orden: 'menor-precio' };
    const cached = (await get('/api/properties', query).expect(200)).body as PropertySearchResult;
    expect(cached.items.length).toBeGreaterThan(0);
    const code = cached.items[0]!.code;
    await get(`/api/properties/${code}`).expect(200);
    await waitFor('the search cached in Redis', async () =>
      (await redisDump(prefix, redis.url)).includes(`${prefix}cache:properties:`),
    );

    await redis.stop();
    // The cached search, a search nobody made yet, a detail, the featured cards and the place lists:
    // each read from PostgreSQL, the same answers as with the cache.
    expect((await get('/api/properties', query).expect(200)).body).toEqual(cached);
    const uncached = (await get('/api/properties', { gestion: 5, page: 2 }).expect(200))
      .body as PropertySearchResult;
    expect(uncached.page).toBe(2);
    expect(((await get(`/api/properties/${code}`).expect(200)).body as PropertyDetail).code).toBe(code);
    await get('/api/properties/featured').expect(200);
    await get('/api/locations/departments').expect(200);
    // Readiness tells the operator; liveness stays up so the process is not restarted for it.
    await get('/api/health/ready').expect(503);
    await get('/api/health').expect(200);

    await redis.start(); // comes back empty, like a lost Redis
    await waitFor(
      'readiness with Redis back',
      async () => (await get('/api/health/ready')).status === 200,
      20_000,
      200,
    );
    expect((await get('/api/properties', query).expect(200)).body).toEqual(cached);
    await waitFor('searches cached in Redis again', async () =>
      (await redisDump(prefix, redis.url)).includes(`${prefix}cache:properties:`),
    );
  }, 90_000);
});
