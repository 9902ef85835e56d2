import { setTimeout as sleep } from 'node:timers/promises';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { PostgreSqlContainer, type StartedPostgreSqlContainer } from '@testcontainers/postgresql';
import { Wait } from 'testcontainers';
import request from 'supertest';
import { DbProbe } from '../form-helpers';
import { freePort } from '../redis-process';
import { createTestApp, type TestApp } from '../test-app';
import { waitFor } from '../wait-for';
import { composeImage, engineContainer, removeContainer } from './containers';

/** A liveness bound, not a speed target: a request that never ends fails the test instead of hanging it. */
const ANSWER_WITHIN_MS = 30_000;
const LANES = 4;

interface Answer {
  readonly cellphone: string;
  readonly status: number;
  readonly body: unknown;
}

/** Visitors submitting the contact form one after another in a few lanes, each with a phone of its own. */
class SubmissionFlow {
  readonly answers: Answer[] = [];
  /** The phones of the submissions sent and not yet answered. */
  readonly inFlight = new Set<string>();
  private running = true;
  private readonly lanes: Promise<void>[];

  constructor(
    private readonly post: (cellphone: string) => Promise<{ status: number; body: unknown }>,
    private readonly nextPhone: () => string,
  ) {
    this.lanes = Array.from({ length: LANES }, () => this.lane());
  }

  private async lane(): Promise<void> {
    while (this.running) {
      const cellphone = this.nextPhone();
      this.inFlight.add(cellphone);
      const { status, body } = await this.post(cellphone);
      this.inFlight.delete(cellphone);
      this.answers.push({ cellphone, status, body });
    }
  }

  count(status: number): number {
    return this.answers.filter((a) => a.status === status).length;
  }

  /** Resolves once `more` submissions beyond those accepted so far have been accepted. */
  acceptMore(more: number, timeoutMs = 30_000): Promise<true> {
    const target = this.count(201) + more;
    return waitFor(`${more} more submissions accepted`, () => this.count(201) >= target, timeoutMs, 20);
  }

  async stop(): Promise<Answer[]> {
    this.running = false;
    await Promise.all(this.lanes);
    return this.answers;
  }
}

describe('PostgreSQL paused and stopped while visitors submit forms (a PostgreSQL container)', () => {
  let pg: StartedPostgreSqlContainer;
  let t: TestApp;
  let phones = 0;
  /** Every flow of this file: the whole table must hold exactly the submissions they saw accepted. */
  const flows: SubmissionFlow[] = [];
  const http = () => request(t.app.getHttpServer());
  const flow = () => {
    const visitors = new SubmissionFlow(
      (cellphone) =>
        http()
          .post('/api/contact')
          .timeout(ANSWER_WITHIN_MS)
          .send({
            fullname: 'Ana Gómez',
            cellphone,
            // A mailbox of its own too: one address gets a few confirmations a day, not one per form.
            email: `ana${cellphone}@example.com`,
            message: 'Hola',
            consent: true,
          }),
      () => `3${String(100_000_000 + phones++)}`,
    );
    flows.push(visitors);
    return visitors;
  };

  beforeAll(async () => {
    // A fixed host port: the gateway's DATABASE_URL stays right across a stop and a start of the container.
    // No health check during the tests (its first run an hour away): the module's runs `pg_isready` in the
    // container every 250 ms, and a pause that lands while one is starting freezes runc mid-exec, after which
    // the engine never unpauses the container (seen in the gate). The start waits for one check of its own.
    pg = await new PostgreSqlContainer(composeImage('postgres'))
      .withExposedPorts({ container: 5432, host: await freePort() })
      .withHealthCheck({ test: ['CMD', 'true'], interval: 3_600_000 })
      .withWaitStrategy(Wait.forSuccessfulCommand('pg_isready --host localhost'))
      .start();
    t = await createTestApp({
      DATABASE_URL: pg.getConnectionUri(),
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_CONTACT_PER_MINUTE: '100000',
      SEED_SIZE: '20',
    });
  }, 180_000);

  // A failed test leaves no visitors submitting into the next one.
  afterEach(() => Promise.all(flows.map((f) => f.stop())));

  afterAll(async () => {
    await t?.close();
  }, 60_000);
  // Without the Ryuk reaper (no image for it offline) the container is removed only here, in a hook of its
  // own: it runs even when closing the above timed out.
  afterAll(() => removeContainer(pg), 60_000);

  /** Every accepted submission stored whole (request, consent, both mails); every refusal said in Spanish. */
  async function expectNothingLost(answers: Answer[]): Promise<void> {
    for (const answer of answers.filter((a) => a.status !== 201))
      expect(answer).toEqual({
        cellphone: answer.cellphone,
        status: 503,
        body: { statusCode: 503, message: HTTP_ERROR_MESSAGES.serviceUnavailable },
      });
    const accepted = flows.flatMap((f) => f.answers).filter((a) => a.status === 201);
    // A connection of its own: one opened before a stop would be dead.
    const probe = await DbProbe.connect(pg.getConnectionUri());
    try {
      const stored = await probe.rows<{ id: string; cellphone: string; consents: number; mails: number }>(
        `select c.id::text, c.cellphone,
           (select count(*)::int from consents k where k.customer_id = c.customer_id) as consents,
           (select count(*)::int from outbox o where o.payload->'data'->>'requestId' = c.id::text) as mails
         from contact_requests c`,
      );
      // Exactly the accepted ones: none lost, and a refused one left no row.
      expect(stored.map((row) => `${row.id} ${row.cellphone}`).sort()).toEqual(
        accepted.map((a) => `${(a.body as { id: string }).id} ${a.cellphone}`).sort(),
      );
      for (const row of stored) {
        expect(row.consents).toBeGreaterThanOrEqual(1);
        expect(row.mails).toBe(2); // the visitor's confirmation and the agency's copy
      }
    } finally {
      await probe.close();
    }
  }

  it('frozen mid-request (container paused): the submissions in flight are stored and accepted once it thaws', async () => {
    const engine = await engineContainer(pg);
    const visitors = flow();
    let frozen: string[] = [];
    try {
      await visitors.acceptMore(4);
      await engine.pause();
      frozen = [...visitors.inFlight];
      // The lanes' next requests reach the frozen database too; a freeze this short is a wait, not an error.
      await sleep(2000);
      await engine.unpause();
      await visitors.acceptMore(4);
    } finally {
      await engine.unpause().catch(() => undefined);
    }
    const answers = await visitors.stop();
    expect(answers.filter((a) => a.status !== 201)).toEqual([]);
    expect(answers.filter((a) => frozen.includes(a.cellphone)).map((a) => a.status)).toEqual(
      frozen.map(() => 201),
    );
    await expectNothingLost(answers);
  }, 120_000);

  it('stopped mid-request: Spanish 503 while it is down, every accepted submission kept, back by itself', async () => {
    const engine = await engineContainer(pg);
    const visitors = flow();
    await visitors.acceptMore(4);
    // SIGINT: PostgreSQL's fast shutdown cuts every connection, transactions in flight included.
    await engine.stop({ t: 10 });
    await waitFor(
      'a submission refused while the database is down',
      () => visitors.count(503) > 0,
      20_000,
      20,
    );
    await http().get('/api/health/ready').expect(503);
    // A page with listings: the search index finds it in memory, its cards need the database.
    const search = await http().get('/api/properties?gestion=5&page=1');
    expect([search.status, search.body]).toEqual([
      503,
      { statusCode: 503, message: HTTP_ERROR_MESSAGES.serviceUnavailable },
    ]);
    await engine.start();
    await waitFor(
      'the gateway ready again',
      async () => (await http().get('/api/health/ready')).status === 200,
      30_000,
      200,
    );
    await visitors.acceptMore(4);
    const answers = await visitors.stop();
    expect(visitors.count(503)).toBeGreaterThan(0);
    await expectNothingLost(answers);
  }, 120_000);
});
