import { type TestApp, type TestWorker } from '#test/test-app';
import { TEST_REDIS_URL } from '#test/test-env';
import { probe, PROBE_JOB } from '#test/probe-processor';
import { startProbeStack, type ProbeStack } from '#test/probe-stack';
import { waitFor } from '#test/wait-for';
import { MetricsService } from '#src/infra/metrics/metrics.service';
import { OutboxService } from '../outbox.service';
import { QUEUES } from '../queue.constants';
import { type QueueBoard, startQueueBoard } from './queue-board';

const USER = 'operador';
const PASSWORD = 'clave-de-prueba-123';

interface BoardQueue {
  readonly name: string;
  readonly counts: Record<string, number>;
  readonly jobs: readonly { id: string; failedReason?: string; stacktrace?: string[] }[];
}

describe('the queue view (Bull Board) on real Redis: a failed job, its error, a retry', () => {
  let stack: ProbeStack;
  let gateway: TestApp;
  let worker: TestWorker;
  let board: QueueBoard;

  beforeAll(async () => {
    stack = await startProbeStack({ JOB_ATTEMPTS: '1' });
    ({ gateway, worker } = stack);
    board = await startQueueBoard({
      redisUrl: TEST_REDIS_URL,
      prefix: `${stack.prefix}bull`,
      queues: Object.values(QUEUES),
      user: USER,
      password: PASSWORD,
      host: '127.0.0.1',
      port: 0,
    });
  });
  afterAll(async () => {
    await board?.close();
    await stack?.close();
  });
  beforeEach(() => probe.reset());

  const boardUrl = (path: string) => `http://127.0.0.1:${board.port}${path}`;
  const auth = (user = USER, password = PASSWORD) => ({
    authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
  });

  it('asks for the password on every path, the page and its API', async () => {
    for (const path of ['/', '/api/queues', `/api/queues/${QUEUES.mail}/x/retry`]) {
      const res = await fetch(boardUrl(path));
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
    }
    expect((await fetch(boardUrl('/api/queues'), { headers: auth(USER, 'otra-clave-12345') })).status).toBe(
      401,
    );
    expect((await fetch(boardUrl('/api/queues'), { headers: auth('otro', PASSWORD) })).status).toBe(401);
    const page = await fetch(boardUrl('/'), { headers: auth() });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('shows a job that failed its tries with its error, and retries it', async () => {
    probe.failWhile = () => true;
    const service = gateway.app.get(OutboxService);
    const id = await service.transaction((tx) =>
      service.enqueue(tx, { queue: QUEUES.mail, jobName: PROBE_JOB, payload: {} }),
    );
    await waitFor('job failed', async () => (await service.status(id)) === 'failed');

    const res = await fetch(boardUrl(`/api/queues?activeQueue=${QUEUES.mail}&status=failed&page=1`), {
      headers: auth(),
    });
    expect(res.status).toBe(200);
    const { queues } = (await res.json()) as { queues: BoardQueue[] };
    expect(queues.map((q) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
    const mail = queues.find((q) => q.name === QUEUES.mail);
    expect(mail?.counts.failed).toBe(1);
    expect(mail?.jobs.map((j) => [j.id, j.failedReason])).toEqual([
      [id, `boom (whole reason on outbox row ${id})`],
    ]);
    // The metrics see it too: the gateway's queue depth (read from Redis), the worker's failed job.
    expect(await gateway.app.get(MetricsService).text()).toContain(
      'inmo_queue_jobs{queue="mail",state="failed"} 1',
    );
    expect(await worker.context.get(MetricsService).text()).toContain(
      `inmo_jobs_total{queue="mail",job="${PROBE_JOB}",outcome="failed"} 1`,
    );

    // Fixed (here: the probe stops failing); the operator presses retry.
    probe.failWhile = () => false;
    expect((await fetch(boardUrl(`/api/queues/${QUEUES.mail}/${id}/retry`), { method: 'PUT' })).status).toBe(
      401,
    );
    const retry = await fetch(boardUrl(`/api/queues/${QUEUES.mail}/${id}/retry`), {
      method: 'PUT',
      headers: auth(),
    });
    expect(retry.status).toBe(204);
    await waitFor('retried job done', async () => (await service.status(id)) === 'done');
    expect(probe.runs.map((r) => r.id)).toEqual([id, id]);
    const after = (await (await fetch(boardUrl('/api/queues'), { headers: auth() })).json()) as {
      queues: BoardQueue[];
    };
    expect(after.queues.find((q) => q.name === QUEUES.mail)?.counts).toMatchObject({
      failed: 0,
      completed: 1,
    });
  });
});
