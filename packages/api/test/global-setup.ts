import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/infra/db/database';
import { PGLITE_TEMPLATE_ENV } from './test-env';

/**
 * One migrated PGlite data directory per Jest run, which every fresh test DATA_DIR starts as a copy of
 * (test-database.ts, `newPgliteDataDir`). The test workers inherit the variable naming it.
 */
export default async function makePgliteTemplate(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inmo-pglite-template-'));
  const handle = await openDatabase({ dataDir });
  await handle.close();
  process.env[PGLITE_TEMPLATE_ENV] = dataDir;
}
