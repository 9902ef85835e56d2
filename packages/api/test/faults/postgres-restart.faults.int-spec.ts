import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import request from 'supertest';
import { DbProbe } from '../form-helpers';
import { freePort } from '../redis-process';
import { createTestApp, type TestApp } from '../test-app';
import { waitFor } from '../wait-for';
import { findPostgresBin, postgresUid } from './postgres-bin';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (the shared one cannot be restarted while other tests run):
 * initdb in a temp dir, started and stopped with pg_ctl as the postgres user.
 */
class PrivatePostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
  ) {}

  static async create(): Promise<PrivatePostgres> {
    const bin = await findPostgresBin();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'inmo-pg-'));
    const uid = await postgresUid();
    if (uid !== undefined) await chown(dir, uid.uid, uid.gid);
    const pg = new PrivatePostgres(dir, await freePort(), bin);
    await pg.asPostgres('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    await pg.start();
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private asPostgres(tool: string, args: string[]) {
    const exe = path.join(this.bin, tool);
    return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', exe, ...args]) : run(exe, args);
  }

  start() {
    return this.asPostgres('pg_ctl', [
      '-D',
      this.dir,
      '-w',
      '-l',
      path.join(this.dir, 'log.txt'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  }

  /** An immediate stop: every connection is cut, as a crash or a failover would. */
  stop() {
    return this.asPostgres('pg_ctl', ['-D', this.dir, '-w', '-m', 'immediate', 'stop']);
  }

  async destroy(): Promise<void> {
    await this.stop().catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}

const contact = (cellphone: string) => ({
  fullname: 'Ana Gómez',
  cellphone,
  email: 'ana@example.com',
  message: 'Hola',
  consent: true,
});

describe('PostgreSQL restarted under a running gateway (private cluster)', () => {
  let pg: PrivatePostgres;
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    pg = await PrivatePostgres.create();
    t = await createTestApp({
      DATABASE_URL: pg.url,
      SEED_SIZE: '20',
      RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
    });
  }, 60_000);

  // Closing must end even with a client the restart left checked out (it hung forever before endPool).
  afterAll(async () => {
    await t?.close();
    await pg?.destroy();
  }, 60_000);

  it('answers in Spanish while the database is down and recovers by itself when it is back', async () => {
    await http().get('/api/properties?gestion=1&page=2').expect(200);
    await http().post('/api/contact').send(contact('3001110001')).expect(201);
    await http().get('/api/health/ready').expect(200);

    await pg.stop();
    // Idle pooled connections are now dead: the process must survive their errors.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A temporary condition, said in Spanish: the visitor tries again, nothing half stored.
    const down = await http().post('/api/contact').send(contact('3001110002'));
    expect(down.text).not.toMatch(/\s+at\s|ECONNREFUSED|\.js:\d+|\.ts:\d+/);
    expect(down.body).toEqual({ statusCode: 503, message: HTTP_ERROR_MESSAGES.serviceUnavailable });
    // A page with listings: the search index finds it in memory, its cards need the database.
    const search = await http().get('/api/properties?gestion=5&page=1');
    expect(search.body).toEqual({ statusCode: 503, message: HTTP_ERROR_MESSAGES.serviceUnavailable });
    await http().get('/api/health/ready').expect(503);

    await pg.start();
    await waitFor(
      'the gateway answering from the database again',
      async () => (await http().get('/api/properties?gestion=0&page=1')).status === 200,
      15_000,
      200,
    );
    await http().post('/api/contact').send(contact('3001110003')).expect(201);
    await http().get('/api/health/ready').expect(200);
    // The submission refused while the database was down left no row; the two accepted ones are there.
    const probe = await DbProbe.connect(pg.url);
    try {
      expect(await probe.count('contact_requests')).toBe(2);
      expect(await probe.count('consents')).toBe(2);
      expect(await probe.count('outbox')).toBe(4); // the visitor's confirmation and the agency copy, each
    } finally {
      await probe.close();
    }
  }, 60_000);
});
