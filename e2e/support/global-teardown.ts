import { rmSync } from 'node:fs';
import { ENV, createdByThisRun } from './stack';

/** Drops the database and removes the temporary data dir this run created (never ones it was given). */
export default async function globalTeardown(): Promise<void> {
  const databaseUrl = createdByThisRun(ENV.databaseUrl);
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const name = new URL(databaseUrl).pathname.slice(1);
    const client = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    });
    await client.connect();
    try {
      // The gateway and the worker still hold connections: they are stopped right after this.
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  const dataDir = createdByThisRun(ENV.dataDir);
  if (dataDir && !process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}
