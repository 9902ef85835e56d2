import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#test/test-app';
import { probe, PROBE_JOB, ProbeModule } from '#test/probe-processor';
import { waitFor } from '#test/wait-for';
import { DB, type Database } from '../db/database';
import { outbox } from '../db/schema';
import { InProcessJobQueue } from './drivers/in-process.job-queue';
import { type JobContext } from './job-processor';
import { type JobQueue } from './job-queue';
import { type JobRunner } from './job.runner';
import { OutboxRelay } from './outbox.relay';
import { OutboxService } from './outbox.service';
import { JOB_QUEUE, QUEUE_CONCURRENCY, QUEUES } from './queue.constants';

describe('in-process queue (no Redis) with the outbox', () => {
  let t: TestApp;
  let service: OutboxService;
  let db: Database;
  beforeAll(async () => {
    t = await createTestApp({ JOB_ATTEMPTS: '3', JOB_BACKOFF_MS: '60' }, [ProbeModule]);
    service = t.app.get(OutboxService);
    db = t.app.get(DB);
  });
  afterAll(() => t.close());
  beforeEach(() => probe.reset());

  const row = async (id: string) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it('uses the in-process driver', () => {
    expect(t.app.get<JobQueue>(JOB_QUEUE).driver).toBe('in-process');
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    probe.failWhile = (job) => job.attempt < 3;
    const id = await service.transaction((tx) =>
      service.enqueue(tx, { queue: QUEUES.mail, jobName: PROBE_JOB, payload: { n: 1 } }),
    );
    await waitFor('job done', async () => (await service.status(id)) === 'done');
    expect(probe.runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(probe.runs.every((r) => r.id === id && r.maxAttempts === 3)).toBe(true);
    expect(probe.runs[0]?.payload).toEqual({ n: 1 });
    // Backoff 60 ms, then 120 ms.
    expect(probe.runs[1]!.at - probe.runs[0]!.at).toBeGreaterThanOrEqual(55);
    expect(probe.runs[2]!.at - probe.runs[1]!.at).toBeGreaterThanOrEqual(115);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
  });

  it('marks the row failed after the last attempt', async () => {
    probe.failWhile = () => true;
    const id = await service.transaction((tx) =>
      service.enqueue(tx, { queue: QUEUES.mail, jobName: PROBE_JOB, payload: {} }),
    );
    await waitFor('job failed', async () => (await service.status(id)) === 'failed');
    expect(probe.runs).toHaveLength(3);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom' });
  });

  it('leaves no row and runs no job when the transaction rolls back', async () => {
    let id: string | undefined;
    await expect(
      service.transaction(async (tx) => {
        id = await service.enqueue(tx, { queue: QUEUES.mail, jobName: PROBE_JOB, payload: {} });
        throw new Error('request failed');
      }),
    ).rejects.toThrow('request failed');
    await t.app.get(OutboxRelay).drain();
    expect(id).toBeDefined();
    expect(await row(id!)).toBeUndefined();
    expect(probe.runs).toHaveLength(0);
  });

  it('runs a job once even when its row is relayed twice', async () => {
    const id = await service.transaction((tx) =>
      service.enqueue(tx, { queue: QUEUES.mail, jobName: PROBE_JOB, payload: {} }),
    );
    await waitFor('job done', async () => (await service.status(id)) === 'done');
    // As if a relay crashed after handing the job over but before marking the row.
    await db.update(outbox).set({ status: 'pending' }).where(eq(outbox.id, id));
    await t.app.get(OutboxRelay).drain();
    await waitFor('row relayed again', async () => (await service.status(id)) === 'relayed');
    expect(probe.runs).toHaveLength(1);
  });

  it('runs a burst of jobs at most QUEUE_CONCURRENCY.mail at a time, and all of them', async () => {
    let release = () => undefined as void;
    probe.hold = new Promise<void>((resolve) => (release = resolve));
    const burst = QUEUE_CONCURRENCY.mail * 3;
    const ids = await service.transaction(async (tx) => {
      const out: string[] = [];
      for (let n = 0; n < burst; n += 1)
        out.push(await service.enqueue(tx, { queue: QUEUES.mail, jobName: PROBE_JOB, payload: { n } }));
      return out;
    });
    await waitFor('a full set of running jobs', () => probe.active === QUEUE_CONCURRENCY.mail);
    // Time for the queue to start more if it would.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(probe.runs).toHaveLength(QUEUE_CONCURRENCY.mail);
    release();
    await waitFor('every job done', async () => {
      const statuses = await Promise.all(ids.map((id) => service.status(id)));
      return statuses.every((s) => s === 'done');
    });
    expect(probe.maxActive).toBe(QUEUE_CONCURRENCY.mail);
    expect(probe.runs.map((r) => r.id).sort()).toEqual([...ids].sort());
  });
});

describe('in-process queue concurrency, retries and close', () => {
  const policy = { attempts: 2, backoffMs: 20 };

  /** A runner whose attempts wait until `finish(id)` settles them (rejecting makes the queue retry). */
  function heldRunner() {
    const started: JobContext[] = [];
    const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
    const active = { mail: 0, pdf: 0, maxMail: 0, maxPdf: 0 };
    const runner = {
      run: (job: JobContext) =>
        new Promise<void>((resolve, reject) => {
          started.push(job);
          active[job.queue] += 1;
          active.maxMail = Math.max(active.maxMail, active.mail);
          active.maxPdf = Math.max(active.maxPdf, active.pdf);
          pending.set(`${job.id}#${job.attempt}`, {
            resolve: () => {
              active[job.queue] -= 1;
              resolve();
            },
            reject: (error) => {
              active[job.queue] -= 1;
              reject(error);
            },
          });
        }),
    } as unknown as JobRunner;
    const finish = (key: string, error?: Error) => {
      const attempt = pending.get(key);
      if (!attempt) throw new Error(`attempt ${key} is not running`);
      pending.delete(key);
      if (error) attempt.reject(error);
      else attempt.resolve();
    };
    return { runner, started, active, finish, running: () => [...pending.keys()] };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('caps each queue on its own and lets a retry wait for a free slot', async () => {
    const held = heldRunner();
    const queue = new InProcessJobQueue(held.runner, policy);
    await queue.startConsuming();
    for (let n = 0; n < 5; n += 1) await queue.add(QUEUES.pdf, 'render', { jobId: `pdf-${n}` });
    for (let n = 0; n < 7; n += 1) await queue.add(QUEUES.mail, 'send', { jobId: `mail-${n}` });
    await queue.add(QUEUES.pdf, 'render', { jobId: 'pdf-0' }); // a duplicate id is dropped
    await settle();
    expect(held.active).toMatchObject({ pdf: QUEUE_CONCURRENCY.pdf, mail: QUEUE_CONCURRENCY.mail });
    expect(held.running().sort()).toEqual(
      ['pdf-0#1', 'pdf-1#1', 'mail-0#1', 'mail-1#1', 'mail-2#1', 'mail-3#1', 'mail-4#1'].sort(),
    );

    // pdf-0 fails: its retry comes after its backoff, behind pdf-2..4 that were already waiting.
    held.finish('pdf-0#1', new Error('boom'));
    await settle();
    expect(held.running()).toContain('pdf-2#1');
    for (const key of ['pdf-1#1', 'pdf-2#1', 'pdf-3#1']) {
      held.finish(key);
      await settle();
    }
    expect(
      held
        .running()
        .filter((k) => k.startsWith('pdf-'))
        .sort(),
    ).toEqual(['pdf-0#2', 'pdf-4#1']);
    for (const key of held.running()) held.finish(key);
    await settle();
    for (const key of held.running()) held.finish(key);
    await settle();
    expect(held.running()).toEqual([]);
    expect(held.started).toHaveLength(5 + 1 + 7);
    expect(held.active).toMatchObject({ maxPdf: QUEUE_CONCURRENCY.pdf, maxMail: QUEUE_CONCURRENCY.mail });
    await queue.close();
  });

  it('on close, waits for the running attempts and starts none of the waiting ones', async () => {
    const held = heldRunner();
    const queue = new InProcessJobQueue(held.runner, policy);
    await queue.startConsuming();
    for (let n = 0; n < 4; n += 1) await queue.add(QUEUES.pdf, 'render', { jobId: `pdf-${n}` });
    await settle();
    let closed = false;
    const closing = queue.close().then(() => (closed = true));
    await expect(queue.add(QUEUES.pdf, 'render', { jobId: 'late' })).rejects.toThrow('closed');
    expect(queue.isReachable()).toBe(false);
    held.finish('pdf-0#1');
    await settle();
    expect(closed).toBe(false);
    expect(held.running()).toEqual(['pdf-1#1']);
    held.finish('pdf-1#1', new Error('boom'));
    await closing;
    await settle();
    expect(held.started.map((j) => `${j.id}#${j.attempt}`)).toEqual(['pdf-0#1', 'pdf-1#1']);
  });
});
