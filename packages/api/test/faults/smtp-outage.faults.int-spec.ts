import request from 'supertest';
import { ChildServer, SMTP_PEER_SOURCE } from '../child-server';
import { DbProbe } from '../form-helpers';
import { createTestApp, createTestWorker, type TestApp, type TestWorker } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { TEST_REDIS_URL } from '../test-env';
import { clearRedisPrefix, testRedisPrefix } from '../test-redis';
import { waitFor } from '../wait-for';

const MARKETING = 'mercadeo@inmobiliaria.example';

interface Delivered {
  readonly to: string[];
  readonly messageId: string;
}

describe('the SMTP server process killed or hung, then back (a real smtp-server process)', () => {
  let db: TestDatabase;
  let smtp: ChildServer;
  let gateway: TestApp;
  let worker: TestWorker;
  let probe: DbProbe;
  const prefix = testRedisPrefix();

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await ChildServer.start(SMTP_PEER_SOURCE);
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      // A hung server is given up on after 1 s here (10 s by default), so the test stays short.
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?greetingTimeout=1000`,
      MAIL_MARKETING: MARKETING,
      JOB_ATTEMPTS: '8',
      JOB_BACKOFF_MS: '200',
      RATE_LIMIT_CONTACT_PER_MINUTE: '100',
    };
    gateway = await createTestApp(env);
    worker = await createTestWorker(env);
    probe = await DbProbe.connect(db.url);
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await gateway?.close();
    await probe?.close();
    await smtp?.stop();
    await clearRedisPrefix(prefix);
    await db?.drop();
  }, 60_000);

  const outboxOf = (id: string) =>
    probe.rows<{ id: string; status: string; attempts: number; last_error: string | null }>(
      `select id, status, attempts, last_error from outbox where payload->'data'->>'requestId' = $1`,
      [id],
    );

  it('keeps retrying while nothing listens, then delivers the mail once the server is back', async () => {
    await smtp.stop();
    const res = await request(gateway.app.getHttpServer())
      .post('/api/contact')
      .send({ fullname: 'Marta Lucía Ríos', cellphone: '3017770101', message: 'Sin correo', consent: true })
      .expect(201);
    const id = (res.body as { id: string }).id;

    // Failed attempts against the closed port, recorded on the job's row; the job is not given up.
    await waitFor(
      'two failed attempts',
      async () => ((await outboxOf(id))[0]?.attempts ?? 0) >= 2,
      30_000,
      100,
    );
    const [down] = await outboxOf(id);
    expect(down?.status).not.toBe('done');
    expect(down?.status).not.toBe('failed');
    expect(down?.last_error).toMatch(/ECONNREFUSED/);
    expect(smtp.events).toHaveLength(0);

    await smtp.start();
    await waitFor('the mail delivered', () => smtp.events.length >= 1, 30_000, 100);
    await waitFor('outbox row done', async () => (await outboxOf(id))[0]?.status === 'done', 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a second delivery would show up here
    const delivered = smtp.events as Delivered[];
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.to).toEqual([MARKETING]);
    expect(delivered[0]?.messageId).toBe(`<${down!.id}@inmobiliaria.example>`);
  }, 90_000);

  it('gives up on a hung server (its process stopped) and retries; delivers once it answers again', async () => {
    const before = smtp.events.length;
    smtp.pause();
    const res = await request(gateway.app.getHttpServer())
      .post('/api/contact')
      .send({
        fullname: 'Marta Lucía Ríos',
        cellphone: '3017770102',
        message: 'Servidor colgado',
        consent: true,
      })
      .expect(201);
    const id = (res.body as { id: string }).id;
    await waitFor(
      'two attempts timed out',
      async () => ((await outboxOf(id))[0]?.attempts ?? 0) >= 2,
      30_000,
      100,
    );
    const [hung] = await outboxOf(id);
    expect(hung?.status).not.toBe('done');
    expect(hung?.last_error).toMatch(/greeting|timeout/i);

    smtp.resume();
    await waitFor('the mail delivered', () => smtp.events.length >= before + 1, 30_000, 100);
    await waitFor('outbox row done', async () => (await outboxOf(id))[0]?.status === 'done', 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a second delivery would show up here
    const delivered = (smtp.events as Delivered[]).slice(before);
    expect(delivered.map((mail) => mail.messageId)).toEqual([`<${hung!.id}@inmobiliaria.example>`]);
  }, 90_000);
});
