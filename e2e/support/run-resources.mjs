// First web server of the e2e run, so Playwright stops it last: it creates what the run needs and
// removes it after the gateway and the worker have stopped (dropping a database under a live
// connection pool would crash them noisily).
//   E2E_CREATE_DATABASE  postgres URL of a database to create now and drop on exit
//   E2E_ADMIN_DATABASE   an existing database on the same server to connect to for that
//   E2E_REMOVE_DIR       a directory to delete on exit (unless E2E_KEEP_DATA is set)
import { rmSync } from 'node:fs';
import pg from 'pg';

const target = process.env.E2E_CREATE_DATABASE;
const admin = process.env.E2E_ADMIN_DATABASE;
const removeDir = process.env.E2E_REMOVE_DIR;

/** @param {string} sql */
async function onServer(sql) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const name = target ? new URL(target).pathname.slice(1) : undefined;
if (name && !/^\w+$/.test(name)) throw new Error(`unexpected database name ${name}`);
if (name) await onServer(`CREATE DATABASE "${name}"`);
console.log('e2e resources ready');

async function cleanUp() {
  if (name) await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (removeDir && !process.env.E2E_KEEP_DATA) rmSync(removeDir, { recursive: true, force: true });
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  cleanUp().then(
    () => process.exit(0),
    (/** @type {unknown} */ error) => {
      console.error('e2e resources: clean-up failed', error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Stay alive until Playwright stops us.
setInterval(() => {}, 1 << 30);
