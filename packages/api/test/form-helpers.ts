import { readdir } from 'node:fs/promises';
import { MAINTENANCE_SAMPLE_FIELDS } from '@inmo/contracts';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import request from 'supertest';
import { type AppConfig } from '../src/config/config.schema';
import { DB } from '../src/infra/db/database';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';
import { type ConfigOverrides, createTestApp, type ExtraImports, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';
import { waitFor } from './wait-for';

type App = Parameters<typeof request>[0];

/** A solved ALTCHA challenge from the gateway, as the widget would post it. */
export async function solvedCaptcha(server: App): Promise<string> {
  const res = await request(server).get('/api/captcha/challenge').expect(200);
  const { solveChallenge } = await import('altcha-lib');
  const challenge = res.body as Parameters<typeof solveChallenge>[0]['challenge'];
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('ALTCHA solver gave up');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The text fields of an acceptable maintenance request (multipart); `overrides` wins. */
export function maintenanceFields(
  captcha: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return { ...MAINTENANCE_SAMPLE_FIELDS, captcha, ...overrides };
}

/**
 * TEST_DB_DRIVER=pglite: the form suites run on the embedded default's PGlite instead of a PostgreSQL
 * database of their own (the gate runs them on both).
 */
export const ON_PGLITE = process.env.TEST_DB_DRIVER === 'pglite';

interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Plain SQL on a test database, for assertions on what a request stored. */
export class DbProbe {
  private constructor(
    private readonly client: SqlClient,
    private readonly end: () => Promise<void>,
  ) {}

  static async connect(url: string): Promise<DbProbe> {
    const client = new Client({ connectionString: url });
    await client.connect();
    return new DbProbe(client, () => client.end());
  }

  /** The app's own database client: PGlite's one connection lives in the app's process. */
  static of(app: NestExpressApplication): DbProbe {
    return new DbProbe(app.get<{ $client: SqlClient }>(DB).$client, () => Promise.resolve());
  }

  async rows<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.client.query(sql, params)).rows as T[];
  }

  async count(table: string): Promise<number> {
    const [row] = await this.rows<{ n: string }>(`select count(*)::text as n from ${table}`);
    return Number(row?.n ?? 0);
  }

  /** Row counts of several tables, e.g. to show that a refused request stored nothing. */
  async counts(tables: readonly string[]): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of tables) result[table] = await this.count(table);
    return result;
  }

  /** Waits until no outbox row is still to be sent (pending or relayed to the queue). */
  async outboxDrained(timeoutMs = 10_000): Promise<void> {
    await waitFor(
      'outbox drained',
      async () =>
        (await this.rows(`select 1 from outbox where status in ('pending', 'relayed') limit 1`)).length === 0,
      timeoutMs,
    );
  }

  close(): Promise<void> {
    return this.end();
  }
}

/** Names of the files below `dir` (none when it does not exist), e.g. to find stored uploads. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

export interface FormStackOptions {
  /** Extra modules booted with the AppModule (probe controllers, PDF sources). */
  readonly extra?: ExtraImports;
  /**
   * Before each test, wait up to this long for the previous test's mails to leave the outbox, then
   * forget what the peer received, so each test counts its own mails. `false`: leave both alone.
   */
  readonly settleBeforeEach?: number | false;
}

/** What a form int-spec runs against: its own database, a real SMTP peer and the real gateway. */
export interface FormStack {
  /** The suite's PostgreSQL database (a suite that needs it, e.g. for a second gateway, skips it ON_PGLITE). */
  readonly db: TestDatabase;
  readonly peer: SmtpPeer;
  readonly probe: DbProbe;
  readonly app: NestExpressApplication;
  readonly config: AppConfig;
  /** supertest on the gateway. */
  readonly http: () => ReturnType<typeof request>;
  /** A solved ALTCHA challenge from the gateway. */
  readonly captcha: () => Promise<string>;
}

/**
 * Registers the hooks of a form int-spec: beforeAll starts a fresh database (PGlite ON_PGLITE), an SMTP peer and the gateway
 * (ALTCHA, a fixed IP-hash salt, a rate limit no test reaches, plus `overrides`, evaluated then so they
 * may use what earlier hooks started); afterAll stops them; beforeEach settles the outbox (see options).
 */
export function useFormStack(
  overrides: ConfigOverrides | ((stack: { peer: SmtpPeer }) => ConfigOverrides) = {},
  { extra = [], settleBeforeEach = 10_000 }: FormStackOptions = {},
): FormStack {
  // Filled as each piece starts, so afterAll stops whatever did start when a later piece failed.
  const parts: { db?: TestDatabase; peer?: SmtpPeer; t?: TestApp; probe?: DbProbe } = {};
  const started = () => {
    const { peer, t, probe } = parts;
    if (!peer || !t || !probe) throw new Error('the form stack did not start (see beforeAll)');
    return { peer, t, probe };
  };

  beforeAll(async () => {
    const db = (parts.db = ON_PGLITE ? undefined : await createTestDatabase());
    const peer = (parts.peer = await startSmtpPeer());
    const t = (parts.t = await createTestApp(
      {
        ...(db ? { DATABASE_URL: db.url } : {}),
        SMTP_URL: peer.url,
        ALTCHA_HMAC_KEY: 'form-int-spec-hmac-key-0123456789',
        IP_HASH_SALT: 'form-int-spec-ip-salt-0123456789',
        RATE_LIMIT_PER_MINUTE: '1000',
        ...(typeof overrides === 'function' ? overrides({ peer }) : overrides),
      },
      extra,
    ));
    parts.probe = db ? await DbProbe.connect(db.url) : DbProbe.of(t.app);
    // Migrations and the seed take longer on PGlite (WASM), the more so on a loaded machine.
  }, 180_000);

  afterAll(async () => {
    await parts.t?.close();
    await parts.probe?.close();
    await parts.peer?.close();
    await parts.db?.drop();
  });

  if (settleBeforeEach !== false) {
    beforeEach(async () => {
      await started().probe.outboxDrained(settleBeforeEach);
      started().peer.messages.length = 0;
    });
  }

  return {
    get db() {
      if (!parts.db) throw new Error('this test needs PostgreSQL (TEST_DB_DRIVER=pglite runs it on PGlite)');
      return parts.db;
    },
    get peer() {
      return started().peer;
    },
    get probe() {
      return started().probe;
    },
    get app() {
      return started().t.app;
    },
    get config() {
      return started().t.config;
    },
    http: () => request(started().t.app.getHttpServer()),
    captcha: () => solvedCaptcha(started().t.app.getHttpServer()),
  };
}
