import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { probe, PROBE_JOB, ProbeModule } from '../../../test/probe-processor';
import { waitFor } from '../../../test/wait-for';
import { DB, type Database } from '../db/database';
import { outbox } from '../db/schema';
import { type JobQueue } from './job-queue';
import { OutboxRelay } from './outbox.relay';
import { OutboxService } from './outbox.service';
import { JOB_QUEUE, QUEUES } from './queue.constants';

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
});
