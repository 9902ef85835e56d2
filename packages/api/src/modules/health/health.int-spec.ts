import os from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { DB, type Database } from '#src/infra/db/database';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { TEST_REDIS_URL } from '#test/test-env';
import { testRedisPrefix } from '#test/test-redis';

/** No web build: these checks are about the database and Redis (pages-health.int-spec.ts checks pages). */
const WEB_DIST = path.join(os.tmpdir(), 'inmo-no-web-build');

describe('health on the embedded default (PGlite, no Redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST, DB_STUCK_AFTER_MS: '300' });
  });
  afterAll(() => t.close());

  it('GET /api/health answers ok', async () => {
    await request(t.app.getHttpServer()).get('/api/health').expect(200, { status: 'ok' });
  });

  it('GET /api/health/ready reports the database up, Redis and pages not configured', async () => {
    await request(t.app.getHttpServer())
      .get('/api/health/ready')
      .expect(200, {
        status: 'ok',
        checks: { database: 'up', redis: 'not-configured', pages: 'not-configured' },
      });
  });

  it('names a transaction stuck past DB_STUCK_AFTER_MS once, and is not ready until it ends', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    let release: () => void = () => undefined;
    const held = t.app.get<Database>(DB).transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((resolve) => (release = resolve));
    });
    try {
      // The watchdog looks every DB_STUCK_AFTER_MS (at most 5 s): after two rounds it has seen it once.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // Named once, with where it began (the relay's transaction waiting behind it is named too).
      const reports = errors.mock.calls
        .map((args) => String(args[0]))
        .filter((m) => /Database work running for \d+ s, begun at .*health\.int-spec\.ts:\d+/.test(m));
      expect(reports).toHaveLength(1);
      const stuck = await request(t.app.getHttpServer()).get('/api/health/ready').expect(503);
      expect(stuck.body).toMatchObject({ checks: { database: 'down' } });
    } finally {
      release();
      await held;
      errors.mockRestore();
    }
    await request(t.app.getHttpServer()).get('/api/health/ready').expect(200);
  });
});

describe('health on PostgreSQL and Redis', () => {
  let db: TestDatabase;
  let up: TestApp;
  let redisDown: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    up = await createTestApp({
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: testRedisPrefix(),
      WEB_DIST,
    });
    // Nothing listens on port 1: Redis is unreachable.
    redisDown = await createTestApp({ DATABASE_URL: db.url, REDIS_URL: 'redis://127.0.0.1:1', WEB_DIST });
  });
  afterAll(async () => {
    await up.close();
    await redisDown.close();
    await db.drop();
  });

  it('is ready with both up', async () => {
    // The first connection may still be opening.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await request(up.app.getHttpServer())
      .get('/api/health/ready')
      .expect(200, { status: 'ok', checks: { database: 'up', redis: 'up', pages: 'not-configured' } });
  });

  it('answers 503 quickly when Redis is unreachable', async () => {
    const started = Date.now();
    await request(redisDown.app.getHttpServer())
      .get('/api/health/ready')
      .expect(503, { status: 'error', checks: { database: 'up', redis: 'down', pages: 'not-configured' } });
    expect(Date.now() - started).toBeLessThan(2000);
    // Liveness does not depend on Redis.
    await request(redisDown.app.getHttpServer()).get('/api/health').expect(200);
  });
});
