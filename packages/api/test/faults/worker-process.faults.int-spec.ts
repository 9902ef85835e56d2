import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { FakeSiteverifyServer } from '../fake-siteverify-server';
import { DbProbe, maintenanceFields } from '../form-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { TEST_REDIS_URL, uniqueSuffix } from '../test-env';
import { jpeg } from '../upload-fixtures';
import { waitFor } from '../wait-for';

const run = promisify(execFile);
const API_DIR = path.resolve(__dirname, '../..');
const WORKER_JS = path.join(API_DIR, 'dist/worker.js');

/** An SMTP server that can hold every DATA answer (a mail in flight) until released. */
async function startHoldingSmtp() {
  const state = { hold: false, held: 0, delivered: [] as string[][] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        if (state.hold) {
          state.held += 1; // never answered: the sender dies with the mail in flight
          return;
        }
        state.delivered.push(session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  // A client killed mid-session resets its connection; smtp-server emits that as 'error', which would
  // otherwise be thrown in the test process ("read ECONNRESET": the suite failed to run).
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Direct children of a process (Chromium is launched by the worker itself). */
async function childPids(pid: number): Promise<number[]> {
  const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(pid)]).catch(() => ({ stdout: '' }));
  return stdout
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
}

async function commandOf(pid: number): Promise<string> {
  const { stdout } = await run('ps', ['-o', 'args=', '-p', String(pid)]).catch(() => ({ stdout: '' }));
  return stdout;
}

describe('the worker process: killed mid-job, Chromium killed mid-PDF (real processes)', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
  let siteverify: FakeSiteverifyServer;
  let t: TestApp;
  let dataDir: string;
  let worker: ChildProcess | undefined;
  let workerEnv: NodeJS.ProcessEnv;
  let probe: DbProbe;
  const http = () => request(t.app.getHttpServer());

  const startWorker = () => {
    const child = spawn(process.execPath, [WORKER_JS], {
      env: workerEnv,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code, signal) => {
      if (code && code !== 0) console.error(`worker exited ${code} ${signal ?? ''}: ${stderr.slice(-2000)}`);
    });
    worker = child;
    return child;
  };
  const killWorker = async () => {
    const child = worker;
    worker = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  };

  beforeAll(async () => {
    if (!existsSync(WORKER_JS)) await run('pnpm', ['run', 'build'], { cwd: API_DIR });
    db = await createTestDatabase();
    smtp = await startHoldingSmtp();
    siteverify = await FakeSiteverifyServer.start({ secret: 'fault-secret' });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'inmo-fault-'));
    const shared = {
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `inmo-fault:${uniqueSuffix()}:`,
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: 'fault-secret',
      CAPTCHA_SITE_KEY: 'fault-site-key',
      CAPTCHA_VERIFY_URL: siteverify.url('/turnstile/v0/siteverify'),
      RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
      JOB_BACKOFF_MS: '300',
      JOB_LOCK_MS: '2000',
      CHROMIUM_PATH: '/usr/bin/chromium',
      SEED_SIZE: '0',
    };
    t = await createTestApp(shared);
    probe = await DbProbe.connect(db.url);
    workerEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...shared,
    };
  }, 120_000);

  afterAll(async () => {
    await killWorker();
    await t?.close();
    await probe?.close();
    await siteverify?.close();
    await smtp?.close();
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a worker SIGKILLed while a mail is in flight: a new worker finishes the job, each mail once', async () => {
    smtp.state.hold = true;
    const first = startWorker();
    await http()
      .post('/api/contact')
      .send({
        fullname: 'Ana Gómez',
        cellphone: '3001230001',
        email: 'ana@example.com',
        message: 'Hola',
        consent: true,
      })
      .expect(201);
    await waitFor('a mail in flight at the SMTP server', () => smtp.state.held > 0, 20_000);
    await killWorker();
    expect(first.signalCode).toBe('SIGKILL');
    expect(smtp.state.delivered).toHaveLength(0);

    smtp.state.hold = false;
    startWorker();
    // BullMQ hands a dead worker's job to another once its lock (JOB_LOCK_MS) has lapsed.
    await waitFor('both mails delivered', () => smtp.state.delivered.length >= 2, 20_000, 200).catch(
      (error: Error) => {
        throw new Error(`${error.message}: ${JSON.stringify(smtp.state)}`);
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const recipients = smtp.state.delivered.map((to) => to.join(',')).sort();
    expect(recipients).toHaveLength(2);
    expect(new Set(recipients).size).toBe(2);
    expect(recipients.some((to) => to.includes('ana@example.com'))).toBe(true);
  }, 90_000);

  it('Chromium SIGKILLed while rendering a PDF: the job is retried and the PDF produced', async () => {
    if (!worker) startWorker();
    const workerPid = worker!.pid!;
    // Every browser the worker launches is killed until an attempt of the job has failed for it (the
    // renderer relaunches a dead browser once within an attempt, so a single kill may not fail one). The
    // killing starts before the request: a PDF renders in about 80 ms, and a kill that began after the
    // answer could come too late.
    const killed: number[] = [];
    let killing = true;
    const killer = (async () => {
      while (killing) {
        for (const pid of await childPids(workerPid)) {
          if (killed.includes(pid) || !/chrom/i.test(await commandOf(pid))) continue;
          process.kill(pid, 'SIGKILL');
          killed.push(pid);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const res = await http()
      .post('/api/maintenance')
      .field(maintenanceFields(siteverify.issue()))
      .attach('archivo', await jpeg(), 'foto.jpg')
      .expect(201);
    const { id, accessToken } = res.body as { id: number; accessToken: string };

    const pdfJob = async () =>
      (
        await probe.rows<{ status: string; attempts: number; last_error: string | null }>(
          `select status, attempts, last_error from outbox where queue = 'pdf'`,
        )
      )[0];
    const failedAttempt = await waitFor(
      'an attempt of the PDF job failed with its Chromium killed',
      async () => {
        const job = await pdfJob();
        return killed.length > 0 && job && job.attempts >= 1 && job.last_error ? job : undefined;
      },
      30_000,
      20,
    ).finally(async () => {
      killing = false;
      await killer;
    });
    expect(failedAttempt.status).not.toBe('done');

    const status = await waitFor(
      'the PDF rendered after the retry',
      async () => {
        const s = await http().get(`/api/maintenance/${id}/pdf/status?token=${accessToken}`);
        const value = (s.body as { status: string }).status;
        return value === 'pending' ? undefined : value;
      },
      30_000,
      200,
    );
    expect(status).toBe('done');
    const file = await http()
      .get(`/api/maintenance/${id}/pdf?token=${accessToken}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    // Done by a later attempt of the same job, in a browser launched after the kills.
    const job = await pdfJob();
    expect(job?.status).toBe('done');
    expect(job?.attempts).toBeGreaterThanOrEqual(2);
    const browsers = [];
    for (const pid of await childPids(workerPid)) if (/chrom/i.test(await commandOf(pid))) browsers.push(pid);
    expect(browsers.some((pid) => killed.includes(pid))).toBe(false);
  }, 90_000);
});
