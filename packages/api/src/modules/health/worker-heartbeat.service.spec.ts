import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '#src/config/load-config';
import { type Database } from '#src/infra/db/database';
import { MetricsService } from '#src/infra/metrics/metrics.service';
import { LocalFileStorage } from '#src/infra/storage/local-file-storage.service';
import { type PagesService } from '../pages/pages.service';
import { type SimiCopyStatus } from '../simi/simi-copy.status';
import { HealthService, type Readiness } from './health.service';
import { WorkerHeartbeat } from './worker-heartbeat.service';

const health = (ready: boolean) =>
  ({
    readiness: () =>
      Promise.resolve<Readiness>({
        ready,
        checks: { database: ready ? 'up' : 'down', redis: 'up', pages: 'not-configured', storage: 'up' },
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

  it('keeps beating while the file store is down: jobs that need a file retry, the others run', async () => {
    // The real readiness: a database that answers, uploads under a regular file (a store that cannot write).
    const notADirectory = path.join(dir, 'not-a-directory');
    await writeFile(notADirectory, '');
    const storage = new LocalFileStorage(loadConfig({ DATA_DIR: path.join(notADirectory, 'data') }));
    const service = new HealthService(
      { execute: () => Promise.resolve([]) } as unknown as Database,
      null,
      { PROPERTY_SOURCE: 'local', DB_STUCK_AFTER_MS: 30_000 },
      {} as SimiCopyStatus,
      { health: () => Promise.resolve('not-configured') } as unknown as PagesService,
      storage,
      new MetricsService(),
    );
    await expect(service.readiness()).resolves.toMatchObject({ ready: true, checks: { storage: 'down' } });
    await expect(new WorkerHeartbeat('worker', service, file).beat()).resolves.toBe(true);
    expect((await stat(file)).isFile()).toBe(true);
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
