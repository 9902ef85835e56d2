import { GenericContainer, type StartedTestContainer, Wait } from 'testcontainers';
import request from 'supertest';
import { DbProbe } from '../form-helpers';
import { freePort } from '../redis-process';
import { createTestApp, createTestWorker, type TestApp, type TestWorker } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { TEST_REDIS_URL } from '../test-env';
import { clearRedisPrefix, testRedisPrefix } from '../test-redis';
import { waitFor } from '../wait-for';
import { composeImage, engineContainer, removeContainer } from './containers';

const MARKETING = 'mercadeo@inmobiliaria.example';

interface CaughtMail {
  readonly ID: string;
  readonly To: { Address: string }[];
}

describe('the SMTP peer stopped or frozen, then back (a Mailpit container, as compose runs it)', () => {
  let db: TestDatabase;
  let mailpit: StartedTestContainer;
  let gateway: TestApp;
  let worker: TestWorker;
  let probe: DbProbe;
  let api: string;
  const prefix = testRedisPrefix();

  beforeAll(async () => {
    db = await createTestDatabase();
    // Fixed host ports: the worker's SMTP_URL stays right across a stop and a start of the container.
    const [smtpPort, apiPort] = [await freePort(), await freePort()];
    mailpit = await new GenericContainer(composeImage('mailpit'))
      .withExposedPorts({ container: 1025, host: smtpPort }, { container: 8025, host: apiPort })
      .withWaitStrategy(Wait.forHttp('/api/v1/messages', 8025))
      .start();
    api = `http://127.0.0.1:${apiPort}/api/v1`;
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      // A frozen server is given up on after 1 s here (10 s by default), so the test stays short.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?greetingTimeout=1000`,
      MAIL_MARKETING: MARKETING,
      JOB_ATTEMPTS: '8',
      JOB_BACKOFF_MS: '200',
      RATE_LIMIT_CONTACT_PER_MINUTE: '100',
    };
    gateway = await createTestApp(env);
    worker = await createTestWorker(env);
    probe = await DbProbe.connect(db.url);
  }, 180_000);

  afterAll(async () => {
    await worker?.close();
    await gateway?.close();
    await probe?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  }, 60_000);
  // Without the Ryuk reaper (no image for it offline) the container is removed only here, in a hook of its
  // own: it runs even when closing the above timed out.
  afterAll(() => removeContainer(mailpit), 60_000);

  // Mailpit's HTTP API (supertest on a URL: no keep-alive socket left behind).
  const caught = async (): Promise<CaughtMail[]> =>
    ((await request(api).get('/messages').expect(200)).body as { messages: CaughtMail[] }).messages;
  /** Empties the catcher, once it answers (a container just started may not yet). */
  const forgetCaught = () =>
    waitFor(
      'the mail catcher emptied',
      async () =>
        (
          await request(api)
            .delete('/messages')
            .catch(() => undefined)
        )?.status === 200,
      30_000,
      200,
    );
  const outboxOf = (id: string) =>
    probe.rows<{ id: string; status: string; attempts: number; last_error: string | null }>(
      `select id::text, status, attempts, last_error from outbox where payload->'data'->>'requestId' = $1`,
      [id],
    );
  const submit = async (email: string) => {
    const res = await request(gateway.app.getHttpServer())
      .post('/api/contact')
      .send({ fullname: 'Marta Lucía Ríos', cellphone: '3017770101', email, message: 'Hola', consent: true })
      .expect(201);
    return (res.body as { id: string }).id;
  };

  /** Failed attempts recorded on both mails' rows; neither sent nor given up. */
  async function expectRetrying(id: string, error: RegExp): Promise<void> {
    await waitFor(
      'two failed attempts of each mail',
      async () => {
        const rows = await outboxOf(id);
        return rows.length === 2 && rows.every((row) => row.attempts >= 2);
      },
      30_000,
      100,
    );
    for (const row of await outboxOf(id)) {
      expect(['pending', 'relayed']).toContain(row.status);
      expect(row.last_error).toMatch(error);
    }
  }

  /** Both mails in the catcher, once each, and their rows done. */
  async function expectDeliveredOnce(id: string, email: string): Promise<void> {
    await waitFor(
      'both mails sent',
      async () => (await outboxOf(id)).every((row) => row.status === 'done'),
      30_000,
      100,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a second delivery would show up here
    const to = (await caught()).map((mail) => mail.To.map((r) => r.Address).join(',')).sort();
    expect(to).toEqual([email, MARKETING].sort());
  }

  it('stopped: retries while nothing listens, then delivers each mail once when it is back', async () => {
    await forgetCaught();
    const engine = await engineContainer(mailpit);
    await engine.stop({ t: 1 });
    let id: string;
    try {
      id = await submit('marta.parada@example.com');
      await expectRetrying(id, /ECONNREFUSED/);
    } finally {
      await engine.start();
    }
    await expectDeliveredOnce(id, 'marta.parada@example.com');
  }, 120_000);

  it('frozen (paused): gives up on each silent attempt, retries, delivers each mail once when it thaws', async () => {
    await forgetCaught();
    const engine = await engineContainer(mailpit);
    await engine.pause();
    let id: string;
    try {
      id = await submit('marta.colgada@example.com');
      await expectRetrying(id, /greeting|timeout/i);
    } finally {
      await engine.unpause();
    }
    await expectDeliveredOnce(id, 'marta.colgada@example.com');
  }, 120_000);
});
