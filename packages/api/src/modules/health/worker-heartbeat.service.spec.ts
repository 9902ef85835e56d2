import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type HealthService, type Readiness } from './health.service';
import { WorkerHeartbeat } from './worker-heartbeat.service';

const health = (ready: boolean) =>
  ({
    readiness: () =>
      Promise.resolve<Readiness>({
        ready,
        checks: { database: ready ? 'up' : 'down', redis: 'up', pages: 'not-configured' },
      }),
  }) as unknown as HealthService;

describe('WorkerHeartbeat', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'inmo-heartbeat-'));
    file = path.join(dir, 'alive');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('touches the file while the database and Redis answer', async () => {
    const heartbeat = new WorkerHeartbeat('worker', health(true), file);
    await expect(heartbeat.beat()).resolves.toBe(true);
    expect(Number.isNaN(Date.parse(await readFile(file, 'utf8')))).toBe(false);
  });

  it('leaves it alone when a dependency is down, so its age shows the worker unhealthy', async () => {
    const heartbeat = new WorkerHeartbeat('worker', health(false), file);
    await expect(heartbeat.beat()).resolves.toBe(false);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('only beats in the worker, from its start, and removes the file when the worker stops', async () => {
    const gateway = new WorkerHeartbeat('gateway', health(true), file);
    await gateway.onApplicationBootstrap();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await gateway.onApplicationShutdown();

    const worker = new WorkerHeartbeat('worker', health(true), file);
    await worker.onApplicationBootstrap();
    expect((await stat(file)).isFile()).toBe(true);
    await worker.onApplicationShutdown();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
