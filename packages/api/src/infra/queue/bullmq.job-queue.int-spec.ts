import os from 'node:os';
import { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestWorker, type TestApp, type TestWorker } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { TEST_REDIS_URL } from '#test/test-env';
import { probe, PROBE_JOB, ProbeModule } from '#test/probe-processor';
import { startProbeStack, type ProbeStack } from '#test/probe-stack';
import { clearRedisPrefix, redisDump, testRedisPrefix } from '#test/test-redis';
import { waitFor } from '#test/wait-for';
import { DB, type Database } from '../db/database';
import { outbox } from '../db/schema';
import { type JobQueue } from './job-queue';
import { OutboxRelay } from './outbox.relay';
import { OutboxService } from './outbox.service';
import { JOB_QUEUE, QUEUES } from './queue.constants';

describe('BullMQ on real Redis: gateway produces, worker consumes', () => {
  let stack: ProbeStack;
  let prefix: string;
  let gateway: TestApp;
  let worker: TestWorker;
  let service: OutboxService;
  let db: Database;
  let inspector: Queue;

  beforeAll(async () => {
    stack = await startProbeStack({ JOB_ATTEMPTS: '2', JOB_BACKOFF_MS: '50' });
    ({ prefix, gateway, worker } = stack);
    service = gateway.app.get(OutboxService);
    db = gateway.app.get(DB);
    inspector = new Queue(QUEUES.mail, { connection: { url: TEST_REDIS_URL }, prefix: `${prefix}bull` });
  });
  afterAll(async () => {
    await inspector.close();
    await stack.close();
  });
  beforeEach(() => probe.reset());

  it('uses the BullMQ driver in both processes', () => {
    expect(gateway.app.get<JobQueue>(JOB_QUEUE).driver).toBe('bullmq');
    expect(worker.context.get<JobQueue>(JOB_QUEUE).driver).toBe('bullmq');
  });

  it('runs a job written by the gateway in the worker, and marks its outbox row done', async () => {
    const payload = { to: 'ana.gomez@example.com', data: { fullname: 'ANA GÓMEZ', cellphone: '3001234567' } };
    const id = await service.transaction((tx) =>
      service.enqueue(tx, { queue: QUEUES.mail, jobName: PROBE_JOB, payload }),
    );
    await waitFor('job done', async () => (await service.status(id)) === 'done');
    expect(probe.runs).toHaveLength(1);
    // The worker read the payload from the outbox row in PostgreSQL...
    expect(probe.runs[0]).toMatchObject({ id, role: 'worker', attempt: 1, payload });
    // ...while Redis got the outbox id (the job id) and nothing of the visitor's.
    const job = await inspector.getJob(id);
    expect(await job?.getState()).toBe('completed');
    expect(job?.data).toEqual({});
    // The operator can tell which worker ran it (host or container, and pid).
    expect(job?.processedBy).toBe(`${os.hostname()}:${process.pid}`);
    const stored = await redisDump(prefix);
    expect(stored).toContain(id);
    expect(stored).not.toMatch(/ana\.gomez|GÓMEZ|G\\u00d3MEZ|3001234567/);
  });

  it('runs a job once even when its row is relayed twice (BullMQ dedupes by job id)', async () => {
    const id = await service.transaction((tx) =>
      service.enqueue(tx, { queue: QUEUES.mail, jobName: PROBE_JOB, payload: {} }),
    );
    await waitFor('job done', async () => (await service.status(id)) === 'done');
    await db.update(outbox).set({ status: 'pending' }).where(eq(outbox.id, id));
    await gateway.app.get(OutboxRelay).drain();
    await waitFor('row relayed again', async () => (await service.status(id)) === 'relayed');
    // Give a wrongly duplicated job every chance to run before checking it did not.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(probe.runs).toHaveLength(1);
    expect(await inspector.getJobCounts('completed', 'waiting', 'active')).toMatchObject({
      waiting: 0,
      active: 0,
    });
  });

  it('keeps a job that exhausted its tries in Redis and marks the row failed', async () => {
    probe.failWhile = () => true;
    const id = await service.transaction((tx) =>
      service.enqueue(tx, { queue: QUEUES.mail, jobName: PROBE_JOB, payload: {} }),
    );
    await waitFor('job failed', async () => (await service.status(id)) === 'failed');
    expect(probe.runs.map((r) => r.attempt)).toEqual([1, 2]);
    const job = await inspector.getJob(id);
    expect(await job?.getState()).toBe('failed');
    // The whole reason stays in PostgreSQL (an SMTP refusal may quote an address); Redis gets the log's.
    expect(job?.failedReason).toBe(`boom (whole reason on outbox row ${id})`);
    const [row] = await db.select({ lastError: outbox.lastError }).from(outbox).where(eq(outbox.id, id));
    expect(row?.lastError).toBe('boom');
  });

  it('leaves no job when the transaction rolls back', async () => {
    await expect(
      service.transaction(async (tx) => {
        await service.enqueue(tx, { queue: QUEUES.mail, jobName: PROBE_JOB, payload: {} });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await gateway.app.get(OutboxRelay).drain();
    expect(await db.$count(outbox, eq(outbox.status, 'pending'))).toBe(0);
    expect(probe.runs).toHaveLength(0);
  });
});

describe('outbox while Redis is down', () => {
  let database: TestDatabase;
  let prefix: string;
  const opened: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    prefix = testRedisPrefix();
  });
  afterAll(async () => {
    for (const app of opened.reverse()) await app.close();
    await clearRedisPrefix(prefix);
    await database.drop();
  });
  beforeEach(() => probe.reset());

  it('keeps rows pending and relays them once Redis is reachable', async () => {
    const broken = await createTestApp(
      { DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: prefix },
      [ProbeModule],
    );
    opened.push(broken);
    const service = broken.app.get(OutboxService);
    const id = await service.transaction((tx) =>
      service.enqueue(tx, { queue: QUEUES.mail, jobName: PROBE_JOB, payload: {} }),
    );
    expect(await broken.app.get(OutboxRelay).drain()).toBe(0);
    expect(await service.status(id)).toBe('pending');

    // Redis is back (here: a process that reaches it), and a worker consumes.
    const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
    const healthy = await createTestWorker(env, [ProbeModule]);
    opened.push(healthy);

    await waitFor('job done', async () => (await service.status(id)) === 'done');
    expect(probe.runs).toHaveLength(1);
  });
});
