import { setTimeout as sleep } from 'node:timers/promises';
import { type PropertyDetail, type PropertySearchResult } from '@inmo/contracts';
import { RedisContainer, type StartedRedisContainer } from '@testcontainers/redis';
import request from 'supertest';
import { DbProbe } from '../form-helpers';
import { freePort } from '../redis-process';
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer';
import { createTestApp, createTestWorker, type TestApp, type TestWorker } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { redisDump } from '../test-redis';
import { waitFor } from '../wait-for';
import { composeCommand, composeImage, engineContainer, removeContainer } from './containers';

const PREFIX = 'inmo-containers:';
/** A liveness bound, not a speed target: a request that hangs on the dead cache fails instead of waiting. */
const ANSWER_WITHIN_MS = 10_000;

describe('Redis killed and started again with its append-only file, as compose runs it (a Redis container)', () => {
  let db: TestDatabase;
  let redis: StartedRedisContainer;
  let peer: SmtpPeer;
  let gateway: TestApp;
  let worker: TestWorker | undefined;
  let probe: DbProbe;
  let phones = 0;
  const http = () => request(gateway.app.getHttpServer());
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase();
    // compose's own command (`--appendonly yes`), on a fixed host port that stays across the restart.
    redis = await new RedisContainer(composeImage('redis'))
      .withCommand(composeCommand('redis'))
      .withExposedPorts({ container: 6379, host: await freePort() })
      .start();
    peer = await startSmtpPeer();
    env = {
      DATABASE_URL: db.url,
      REDIS_URL: redis.getConnectionUrl(),
      SMTP_URL: peer.url,
      REDIS_PREFIX: PREFIX,
      JOB_BACKOFF_MS: '200',
      RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
      SEED_SIZE: '120',
    };
    gateway = await createTestApp(env);
    probe = await DbProbe.connect(db.url);
  }, 180_000);

  afterAll(async () => {
    await worker?.close();
    await gateway?.close();
    await probe?.close();
    await peer?.close();
    await db?.drop();
  }, 60_000);
  // Without the Ryuk reaper (no image for it offline) the container is removed only here, in a hook of its
  // own: it runs even when closing the above timed out.
  afterAll(() => removeContainer(redis), 60_000);

  const submit = async () => {
    const n = phones++;
    const res = await http()
      .post('/api/contact')
      .send({
        fullname: 'Ana Gómez',
        cellphone: `3${String(200_000_000 + n)}`,
        email: `visitante${n}@example.com`,
        message: 'Hola',
        consent: true,
      })
      .expect(201);
    return (res.body as { id: string }).id;
  };
  const outbox = () =>
    probe.rows<{ id: string; status: string }>(`select id::text, status from outbox order by id`);

  it('keeps the mails queued before the crash and those accepted while it was down; each is sent once', async () => {
    // No worker yet: the mails wait in Redis's queues, relayed there from the outbox.
    for (let i = 0; i < 3; i++) await submit();
    await waitFor(
      'six mails queued in Redis',
      async () => (await outbox()).filter((row) => row.status === 'relayed').length === 6,
      15_000,
      100,
    );
    // The append-only file is flushed every second (compose keeps Redis's default): a crash may cost the
    // last second, not what was queued before it.
    await sleep(2000);
    const engine = await engineContainer(redis);
    await engine.kill(); // SIGKILL: no shutdown save, only the append-only file survives
    // Accepted while Redis is down: the mails stay in the outbox, for the relay to retry.
    for (let i = 0; i < 2; i++) await submit();
    await http().get('/api/health/ready').expect(503);
    expect((await outbox()).filter((row) => row.status === 'pending')).toHaveLength(4);

    await engine.start();
    worker = await createTestWorker(env);
    await waitFor(
      'every mail sent',
      async () => (await outbox()).every((row) => row.status === 'done'),
      30_000,
      200,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}: ${JSON.stringify(await outbox())}`);
    });
    // The gateway's own Redis client reconnects with a backoff of its own, maybe after the worker's mails.
    await waitFor(
      'the gateway ready again',
      async () => (await http().get('/api/health/ready')).status === 200,
      30_000,
      200,
    );
    await sleep(1000); // a second delivery of any of them would show up here
    const rows = await outbox();
    expect(rows).toHaveLength(10);
    // Each mail once: its Message-ID is its outbox row's id.
    expect(peer.messages.map((mail) => mail.parsed.messageId).sort()).toEqual(
      rows.map((row) => `<${row.id}@inmobiliaria.example>`).sort(),
    );
    expect(peer.messages.filter((mail) => mail.envelopeTo.includes('visitante4@example.com'))).toHaveLength(
      1,
    );
  }, 120_000);

  it('answers the same searches, details and places while it is down, and caches again once it is back', async () => {
    const get = (path: string, query: Record<string, string | number> = {}) =>
      http().get(path).query(query).timeout(ANSWER_WITHIN_MS);
    const query = { gestion: 1, orden: 'menor-precio' };
    const cached = (await get('/api/properties', query).expect(200)).body as PropertySearchResult;
    expect(cached.items.length).toBeGreaterThan(0);
    const code = cached.items[0]!.code;
    await get(`/api/properties/${code}`).expect(200);
    await waitFor('the search cached in Redis', async () =>
      (await redisDump(PREFIX, redis.getConnectionUrl())).includes(`${PREFIX}cache:properties:`),
    );

    const engine = await engineContainer(redis);
    await engine.kill();
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

    await engine.start();
    await waitFor(
      'readiness with Redis back',
      async () => (await get('/api/health/ready')).status === 200,
      20_000,
      200,
    );
    expect((await get('/api/properties', query).expect(200)).body).toEqual(cached);
    await waitFor('searches cached in Redis again', async () =>
      (await redisDump(PREFIX, redis.getConnectionUrl())).includes(`${PREFIX}cache:properties:`),
    );
  }, 90_000);
});
