import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { DB, type Database } from '#src/infra/db/database';
import { MetricsModule } from '#src/infra/metrics/metrics.module';
import { TestS3Server } from '#test/s3-server';
import { FileStorage } from '#src/infra/storage/file-storage.service';
import { STORAGE_ANSWER_MS } from './health.service';

import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { TEST_REDIS_URL } from '#test/test-env';
import { testRedisPrefix } from '#test/test-redis';

// Apps here have no web build (createTestApp's default), so `pages` is 'not-configured' in every answer; the pages'
// own health is pages-health.int-spec.ts.

/** The file store's last answer stands a second (HealthService.checkStorage): a change shows after it. */
const storeAnswerExpires = () => new Promise((resolve) => setTimeout(resolve, STORAGE_ANSWER_MS + 50));

describe('health on the embedded default (PGlite, no Redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DB_STUCK_AFTER_MS: '300' });
  });
  afterAll(() => t.close());

  it('GET /api/health answers ok', async () => {
    await request(t.app.getHttpServer()).get('/api/health').expect(200, { status: 'ok' });
  });

  it('GET /api/health/ready reports the database and file store up, Redis and pages not configured', async () => {
    await request(t.app.getHttpServer())
      .get('/api/health/ready')
      .expect(200, {
        status: 'ok',
        checks: { database: 'up', redis: 'not-configured', pages: 'not-configured', storage: 'up' },
      });
  });

  it('reports the file store down and stays ready while uploads cannot be written', async () => {
    // The uploads directory replaced by a regular file: as root, a read-only mode would not stop writes.
    const uploads = path.join(t.config.DATA_DIR, 'uploads');
    await rm(uploads, { recursive: true, force: true });
    await writeFile(uploads, '');
    await storeAnswerExpires();
    try {
      await request(t.app.getHttpServer())
        .get('/api/health/ready')
        .expect(200, {
          status: 'ok',
          checks: { database: 'up', redis: 'not-configured', pages: 'not-configured', storage: 'down' },
        });
    } finally {
      await rm(uploads);
    }
    await storeAnswerExpires();
    const back = await request(t.app.getHttpServer()).get('/api/health/ready').expect(200);
    expect(back.body).toMatchObject({ checks: { storage: 'up' } });
  });

  it('asks the file store once for the probes of one second, however many come', async () => {
    await storeAnswerExpires();
    const asked = jest.spyOn(t.app.get(FileStorage), 'health');
    try {
      await Promise.all(
        Array.from({ length: 5 }, () => request(t.app.getHttpServer()).get('/api/health/ready').expect(200)),
      );
      await request(t.app.getHttpServer()).get('/api/health/ready').expect(200);
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      asked.mockRestore();
    }
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
    });
    // Nothing listens on port 1: Redis is unreachable.
    redisDown = await createTestApp({ DATABASE_URL: db.url, REDIS_URL: 'redis://127.0.0.1:1' });
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
      .expect(200, {
        status: 'ok',
        checks: { database: 'up', redis: 'up', pages: 'not-configured', storage: 'up' },
      });
  });

  it('answers 503 quickly when Redis is unreachable', async () => {
    const started = Date.now();
    await request(redisDown.app.getHttpServer())
      .get('/api/health/ready')
      .expect(503, {
        status: 'error',
        checks: { database: 'up', redis: 'down', pages: 'not-configured', storage: 'up' },
      });
    expect(Date.now() - started).toBeLessThan(2000);
    // Liveness does not depend on Redis.
    await request(redisDown.app.getHttpServer()).get('/api/health').expect(200);
  });
});

describe('health with the files on an S3 store', () => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await TestS3Server.start();
    t = await createTestApp({ METRICS_PORT: '0', ...s3.env });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const storageGauge = async (): Promise<string | undefined> => {
    const res = await fetch(`http://127.0.0.1:${t.app.get(MetricsModule).port()}/metrics`);
    return (await res.text()).split('\n').find((line) => line.startsWith('inmo_file_storage_up'));
  };

  it('reports the store up, in readiness and in the metrics', async () => {
    await request(t.app.getHttpServer())
      .get('/api/health/ready')
      .expect(200, {
        status: 'ok',
        checks: { database: 'up', redis: 'not-configured', pages: 'not-configured', storage: 'up' },
      });
    expect(await storageGauge()).toBe('inmo_file_storage_up 1');
  });

  it('stays ready, quickly, with the store down (only forms with files need it), and says so', async () => {
    await s3.stop();
    await storeAnswerExpires();
    try {
      const started = Date.now();
      await request(t.app.getHttpServer())
        .get('/api/health/ready')
        .expect(200, {
          status: 'ok',
          checks: { database: 'up', redis: 'not-configured', pages: 'not-configured', storage: 'down' },
        });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await storageGauge()).toBe('inmo_file_storage_up 0');
    } finally {
      await s3.resume();
    }
    await storeAnswerExpires();
    const back = await request(t.app.getHttpServer()).get('/api/health/ready').expect(200);
    expect(back.body).toMatchObject({ checks: { storage: 'up' } });
    expect(await storageGauge()).toBe('inmo_file_storage_up 1');
  });
});
