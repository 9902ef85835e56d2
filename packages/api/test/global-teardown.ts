import { rm } from 'node:fs/promises';
import { PGLITE_TEMPLATE_ENV } from './test-env';

export default async function removePgliteTemplate(): Promise<void> {
  const dataDir = process.env[PGLITE_TEMPLATE_ENV];
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
