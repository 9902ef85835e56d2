import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../redis-process';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { TEST_REDIS_URL, uniqueSuffix } from '../test-env';
import { waitFor } from '../wait-for';

const run = promisify(execFile);
const API_DIR = path.resolve(__dirname, '../..');
const GRACE_MS = 2000;
/** Start-up of Node and exit, beyond the grace: generous for a loaded 2-core machine. */
const SLACK_MS = 3000;

interface Exit {
  readonly code: number | null;
  readonly afterMs: number;
  readonly output: string;
}

/** A built entry point (dist/), run as a real process; `signal()` sends SIGTERM and times its exit. */
class Process {
  output = '';
  private readonly exited: Promise<{ code: number | null }>;

  constructor(readonly child: ChildProcess) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve({ code })));
  }

  static start(script: string | string[], env: NodeJS.ProcessEnv): Process {
    const args = Array.isArray(script) ? script : [path.join(API_DIR, script)];
    return new Process(
      spawn(process.execPath, args, { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] }),
    );
  }

  async signal(signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
    const sent = Date.now();
    this.child.kill(signal);
    const { code } = await this.exited;
    return { code, afterMs: Date.now() - sent, output: this.output };
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

function get(port: number, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: pathname }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Backends of the app's database waiting for a lock: the held table has caught a transaction. */
async function waitingOnLock(admin: Client, database: string): Promise<number> {
  const result = await admin.query<{ n: string }>(
    `select count(*)::text as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
    [database],
  );
  return Number(result.rows[0]?.n ?? 0);
}

describe('a process stops when told, whatever its database is doing (real processes)', () => {
  let db: TestDatabase;
  let dataDir: string;
  let holder: Client;
  let admin: Client;
  const processes: Process[] = [];
  const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    SEED_SIZE: '0',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    ...extra,
  });
  const started = (p: Process) => (processes.push(p), p);

  beforeAll(async () => {
    if (!existsSync(path.join(API_DIR, 'dist/main.js')))
      await run('pnpm', ['run', 'build'], { cwd: API_DIR });
    db = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'inmo-shutdown-'));
    holder = new Client({ connectionString: db.url });
    admin = new Client({ connectionString: db.url });
    await holder.connect();
    await admin.connect();
  }, 120_000);

  afterEach(async () => {
    await holder.query('rollback').catch(() => undefined);
    for (const p of processes.splice(0)) p.kill();
  });

  afterAll(async () => {
    await holder?.end();
    await admin?.end();
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the gateway with nothing stuck exits 0 once what it was doing is done, and stops taking connections', async () => {
    // A grace long enough for the start's page warm-up on a loaded machine: nothing may be cut here.
    const grace = 20_000;
    const port = await freePort();
    const gateway = started(
      Process.start(
        'dist/main.js',
        env({ DATABASE_URL: db.url, PORT: String(port), SHUTDOWN_GRACE_MS: String(grace) }),
      ),
    );
    await waitFor(
      'gateway ready',
      async () => (await get(port, '/api/health/ready').catch(() => 0)) === 200,
      60_000,
    );
    const exit = await gateway.signal();
    expect(exit).toMatchObject({ code: 0 });
    expect(exit.afterMs).toBeLessThan(grace);
    await expect(get(port, '/api/health')).rejects.toThrow(/ECONNREFUSED/);
  }, 90_000);

  it('the gateway with a transaction held by a lock exits 1 within the grace, naming what it cut', async () => {
    const port = await freePort();
    const gateway = started(Process.start('dist/main.js', env({ DATABASE_URL: db.url, PORT: String(port) })));
    await waitFor(
      'gateway ready',
      async () => (await get(port, '/api/health').catch(() => 0)) === 200,
      60_000,
    );
    // The outbox relay's transaction (every 500 ms) now waits on the lock, as a frozen database would hold it.
    await holder.query('begin; lock table outbox in access exclusive mode');
    await waitFor(
      'the relay waits on the lock',
      async () => (await waitingOnLock(admin, db.name)) > 0,
      10_000,
    );
    const exit = await gateway.signal();
    expect(exit.code).toBe(1);
    expect(exit.afterMs).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(exit.afterMs).toBeLessThan(GRACE_MS + SLACK_MS);
    expect(exit.output).toMatch(
      /exiting anyway \(cut a transaction running for \d+ ms, begun at .*outbox\.relay/,
    );
  }, 90_000);

  it('the worker with a transaction held by a lock exits 1 within the grace', async () => {
    const worker = started(
      Process.start(
        'dist/worker.js',
        env({
          DATABASE_URL: db.url,
          REDIS_URL: TEST_REDIS_URL,
          REDIS_PREFIX: `inmo-shutdown:${uniqueSuffix()}:`,
        }),
      ),
    );
    await waitFor('worker ready', () => Promise.resolve(worker.output.includes('Worker consuming')), 60_000);
    await holder.query('begin; lock table outbox in access exclusive mode');
    await waitFor(
      'the relay waits on the lock',
      async () => (await waitingOnLock(admin, db.name)) > 0,
      10_000,
    );
    const exit = await worker.signal();
    expect(exit.code).toBe(1);
    expect(exit.afterMs).toBeLessThan(GRACE_MS + SLACK_MS);
    expect(exit.output).toMatch(/exiting anyway/);
  }, 90_000);

  it('PGlite frozen by the old sign-up pattern (a transaction its own connection waits on) exits within the grace', async () => {
    // What froze `npm start`: a transaction that never ends holds PGlite's one connection; every other query
    // waits behind it, and closing the database would wait too. The guard now refuses the pattern itself.
    const port = await freePort();
    const source = `
      const http = require('node:http');
      const { sql } = require('drizzle-orm');
      const { openDatabase } = require('./dist/infra/db/database');
      const { stopOnSignals } = require('./dist/infra/lifecycle/stop-on-signals');
      (async () => {
        const handle = await openDatabase({ dataDir: process.env.DATA_DIR + '/frozen' });
        const server = http.createServer(async (req, res) => {
          if (req.url === '/freeze')
            void handle.db.transaction(async (tx) => { await tx.execute(sql\`select 1\`); await new Promise(() => {}); });
          await handle.db.execute(sql\`select 1\`);
          res.end('ok');
        });
        server.listen(Number(process.env.PORT), () => console.log('ready'));
        stopOnSignals({ close: () => handle.close() }, { graceMs: ${GRACE_MS}, server });
      })();`;
    const frozen = started(Process.start(['-e', source], env({ PORT: String(port) })));
    await waitFor('ready', () => Promise.resolve(frozen.output.includes('ready')), 30_000);
    expect(await get(port, '/')).toBe(200);
    const stuck = get(port, '/freeze').catch(() => 0); // answers never: its query waits behind the transaction
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exit = await frozen.signal();
    expect(exit.code).toBe(1);
    expect(exit.afterMs).toBeLessThan(GRACE_MS + SLACK_MS);
    expect(exit.output).toMatch(/cut a transaction running for \d+ ms/);
    expect(await stuck).toBe(0);
  }, 60_000);
});
