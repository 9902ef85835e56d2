import { GenericContainer, type StartedTestContainer, Wait } from 'testcontainers';
import { DbProbe, solvedCaptcha } from '../form-helpers';
import { freePort } from '../redis-process';
import { bucketKeys, storeOutageScenario, type S3Target } from '../store-outage';
import { createTestApp, type TestApp } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { jpeg } from '../upload-fixtures';
import { composeCommand, composeImage, engineContainer, removeContainer } from './containers';
import path from 'node:path';
import request from 'supertest';

describe('the S3 store stopped mid-upload, then back (an s3 container, as compose runs it)', () => {
  let db: TestDatabase;
  let store: StartedTestContainer;
  let gateway: TestApp;
  let probe: DbProbe;
  let target: S3Target;

  beforeAll(async () => {
    db = await createTestDatabase();
    // A fixed host port: the gateway's STORAGE_S3_ENDPOINT stays right across a stop and a start.
    const port = await freePort();
    const credentials = { user: 'inmo-test', password: 'inmo-test-secret-0123456789' };
    store = await new GenericContainer(composeImage('s3'))
      .withCommand(composeCommand('s3'))
      .withEnvironment({ MINIO_ROOT_USER: credentials.user, MINIO_ROOT_PASSWORD: credentials.password })
      .withExposedPorts({ container: 9000, host: port })
      // compose's own health check.
      .withWaitStrategy(Wait.forSuccessfulCommand('mc ready local'))
      .start();
    target = {
      STORAGE_S3_BUCKET: 'inmo-files',
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      STORAGE_S3_ACCESS_KEY_ID: credentials.user,
      STORAGE_S3_SECRET_ACCESS_KEY: credentials.password,
    };
    gateway = await createTestApp({
      DATABASE_URL: db.url,
      ...target,
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
      // As compose: the gateway makes the bucket of a fresh store.
      STORAGE_S3_CREATE_BUCKET: 'true',
      ALTCHA_HMAC_KEY: 's3-containers-hmac-key-0123456789',
      IP_HASH_SALT: 's3-containers-ip-salt-0123456789',
      RATE_LIMIT_PER_MINUTE: '1000',
    });
    probe = await DbProbe.connect(db.url);
  }, 180_000);

  afterAll(async () => {
    await gateway?.close();
    await probe?.close();
    await db?.drop();
  }, 60_000);
  // Without the Ryuk reaper (no image for it offline) the container is removed only here, in a hook of its
  // own: it runs even when closing the above timed out.
  afterAll(() => removeContainer(store), 60_000);

  it('keeps every accepted upload, refuses with the Spanish 503 while it is down, accepts again after', async () => {
    // The bucket the gateway made at start.
    expect(await bucketKeys(target)).toEqual([]);
    const engine = await engineContainer(store);
    await storeOutageScenario(
      {
        http: () => request(gateway.app.getHttpServer()),
        captcha: () => solvedCaptcha(gateway.app.getHttpServer()),
        probe,
        target,
        incoming: path.join(gateway.config.DATA_DIR, 'incoming'),
        stopStore: async () => {
          await engine.stop({ t: 1 });
        },
        startStore: async () => {
          await engine.start();
          // Ready again: compose's health check, run in the container.
          for (let i = 0; i < 60; i += 1) {
            const { exitCode } = await store.exec(['mc', 'ready', 'local']).catch(() => ({ exitCode: 1 }));
            if (exitCode === 0) return;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
          throw new Error('the store did not get ready again in 30 s');
        },
      },
      await jpeg(),
    );
  }, 120_000);
});
