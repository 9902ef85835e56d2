import { ProbeModule } from './probe-processor';
import { createTestApp, createTestWorker, type TestApp, type TestWorker } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';
import { TEST_REDIS_URL } from './test-env';
import { clearRedisPrefix, testRedisPrefix } from './test-redis';

/** A gateway and a worker with the probe job, on a database and a Redis key prefix of their own. */
export interface ProbeStack {
  readonly database: TestDatabase;
  /** The Redis key prefix; BullMQ's keys are under `${prefix}bull`. */
  readonly prefix: string;
  readonly gateway: TestApp;
  readonly worker: TestWorker;
  /** Stops both, then removes the Redis keys and the database. */
  close(): Promise<void>;
}

/** The BullMQ tests' stack; `env` adds settings (JOB_ATTEMPTS…) to the database and Redis ones. */
export async function startProbeStack(env: Record<string, string> = {}): Promise<ProbeStack> {
  const database = await createTestDatabase();
  const prefix = testRedisPrefix();
  const settings = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, ...env };
  const gateway = await createTestApp(settings, [ProbeModule]);
  const worker = await createTestWorker(settings, [ProbeModule]);
  return {
    database,
    prefix,
    gateway,
    worker,
    async close() {
      await worker.close();
      await gateway.close();
      await clearRedisPrefix(prefix);
      await database.drop();
    },
  };
}
