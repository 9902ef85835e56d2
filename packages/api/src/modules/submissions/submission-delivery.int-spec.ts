import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DbProbe, maintenanceFields, solvedCaptcha } from '#test/form-helpers';
import { RedisProcess } from '#test/redis-process';
import { startSmtpPeer, type SmtpPeer } from '#test/smtp-peer';
import { createTestApp, createTestWorker, type TestApp, type TestWorker } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { redisDump } from '#test/test-redis';
import { jpeg } from '#test/upload-fixtures';
import { waitFor } from '#test/wait-for';

const MARKETING = 'mercadeo@inmobiliaria.example';

/**
 * Delivery guarantees of the pipeline with a real BullMQ worker: a submission made while Redis is down is
 * stored and its mail goes out once Redis is back; an SMTP server that refuses for a while gets each
 * mail exactly once.
 */
describe('submission delivery with Redis and SMTP outages', () => {
  let db: TestDatabase;
  let redis: RedisProcess;
  let peer: SmtpPeer;
  let gateway: TestApp;
  let worker: TestWorker;
  let probe: DbProbe;
  let dataDir: string;

  beforeAll(async () => {
    // One data dir for both, as the compose volume: the worker attaches the gateway's uploads.
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'inmo-delivery-'));
    db = await createTestDatabase();
    redis = await RedisProcess.start();
    peer = await startSmtpPeer();
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      SMTP_URL: peer.url,
      DATA_DIR: dataDir,
      MAIL_MARKETING: MARKETING,
      JOB_ATTEMPTS: '6',
      JOB_BACKOFF_MS: '200',
      TRUST_PROXY: 'true',
      RATE_LIMIT_CONTACT_PER_MINUTE: '100',
    };
    gateway = await createTestApp(env);
    worker = await createTestWorker(env);
    probe = await DbProbe.connect(db.url);
  }, 60_000);

  afterAll(async () => {
    await redis.start().catch(() => undefined);
    await worker.close();
    await gateway.close();
    await probe.close();
    await peer.close();
    await redis.stop();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const send = (cellphone: string, message: string) =>
    request(gateway.app.getHttpServer())
      .post('/api/contact')
      .set('X-Forwarded-For', '192.0.2.7')
      .send({ fullname: 'Marta Lucía Ríos', cellphone, message, consent: true });

  const outboxOf = (id: string) =>
    probe.rows<{ id: string; status: string; attempts: number }>(
      `select id, status, attempts from outbox where payload->'data'->>'requestId' = $1`,
      [id],
    );

  it('stores a request while Redis is down and mails it once Redis is back', async () => {
    await redis.stop();
    const res = await send('3017770001', 'Sin Redis');
    expect(res.status).toBe(201);
    const id = (res.body as { id: string }).id;
    expect(await probe.rows('select id from contact_requests where id = $1', [id])).toHaveLength(1);

    // The job is kept in the outbox, not lost, while the queue is unreachable.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await outboxOf(id)).map((r) => r.status)).toEqual(['pending']);
    expect(peer.messages).toHaveLength(0);

    await redis.start();
    const [mail] = await peer.waitFor(1, 30_000);
    expect(mail?.envelopeTo).toEqual([MARKETING]);
    expect(mail?.parsed.text).toContain('SIN REDIS');
    await waitFor('outbox row done', async () => (await outboxOf(id))[0]?.status === 'done', 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(peer.messages).toHaveLength(1);
  }, 60_000);

  it('an SMTP server refusing twice, then accepting, gets the mail exactly once', async () => {
    peer.messages.length = 0;
    peer.rejectNext = 2;
    const res = await send('3017770002', 'Correo insistente').expect(201);
    const id = (res.body as { id: string }).id;
    const [mail] = await peer.waitFor(1, 30_000);
    expect(mail?.parsed.text).toContain('CORREO INSISTENTE');
    expect(peer.rejected).toBe(2);
    await waitFor('outbox row done', async () => (await outboxOf(id))[0]?.status === 'done', 15_000);
    expect((await outboxOf(id))[0]?.attempts).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(peer.messages).toHaveLength(1);
    // Every attempt is the same mail to the receiver: one Message-ID, from the job (outbox) id.
    const messageId = `<${(await outboxOf(id))[0]!.id}@inmobiliaria.example>`;
    expect(mail?.parsed.messageId).toBe(messageId);
    expect(peer.rejectedIds).toEqual([messageId, messageId]);

    // Redis saw the job (its id is the outbox id) and the SMTP server's refusal as the logs redact it (the
    // queue view shows it), but none of the visitor's data.
    const [row] = await outboxOf(id);
    const stored = await redisDump('', redis.url);
    expect(stored).toContain(row!.id);
    expect(stored).toMatch(/451 Servicio ocupado/);
    expect(stored).not.toMatch(/3017770002|Marta|MARTA|insistente|INSISTENTE/);
  }, 60_000);

  it('stores captcha and upload forms while Redis is down; each of their mails goes out once, after', async () => {
    peer.messages.length = 0;
    const server = gateway.app.getHttpServer();
    const [{ since }] = (await probe.rows<{ since: string }>('select now()::text as since')) as [
      { since: string },
    ];
    await redis.stop();

    // ALTCHA challenges are signed, not stored: the widget still gets and solves them; single use falls
    // back to this process's memory, the per-IP limit to its own counters.
    const pqrs = await request(server)
      .post('/api/pqrs')
      .set('X-Forwarded-For', '192.0.2.8')
      .send({
        idArea: 1,
        documentType: 'CC',
        document: '1020304050',
        fullname: 'Marta Lucía Ríos',
        cellphone: '3017770003',
        email: 'marta@example.com',
        message: 'Petición sin Redis',
        consent: true,
        captcha: await solvedCaptcha(server),
      })
      .expect(201);
    const maintenance = await request(server)
      .post('/api/maintenance')
      .set('X-Forwarded-For', '192.0.2.8')
      .field(
        maintenanceFields(await solvedCaptcha(server), {
          fullname: 'Marta Lucía Ríos',
          cellphone: '3017770003',
          email: 'marta@example.com',
          description: 'Gotera sin Redis',
        }),
      )
      .attach('archivo', await jpeg(), 'foto.jpg')
      .expect(201);
    expect(
      await probe.rows('select id from pqrs where id = $1', [(pqrs.body as { id: number }).id]),
    ).toHaveLength(1);
    expect(
      await probe.rows('select id from maintenance_files where maintenance_id = $1', [
        (maintenance.body as { id: number }).id,
      ]),
    ).toHaveLength(1);
    const queued = await probe.rows<{ status: string }>('select status from outbox where created_at >= $1', [
      since,
    ]);
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((job) => job.status === 'pending')).toBe(true);
    expect(peer.messages).toHaveLength(0);

    await redis.start();
    // The PDF jobs add their mails once rendered: wait for every job of this test, then for quiet.
    await waitFor(
      'every job done',
      async () =>
        (await probe.rows(`select 1 from outbox where created_at >= $1 and status <> 'done'`, [since]))
          .length === 0,
      60_000,
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mailJobs = await probe.rows<{ id: string }>(
      `select id from outbox where created_at >= $1 and queue = 'mail'`,
      [since],
    );
    expect(mailJobs.length).toBeGreaterThanOrEqual(4); // PQRS and maintenance: the visitor's and the agency's
    // Every mail job delivered exactly once, recognised by its Message-ID.
    expect(peer.messages.map((m) => m.parsed.messageId).sort()).toEqual(
      mailJobs.map((job) => `<${job.id}@inmobiliaria.example>`).sort(),
    );
  }, 120_000);
});
