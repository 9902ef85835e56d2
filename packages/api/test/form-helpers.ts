import { Client } from 'pg';
import request from 'supertest';

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

/** Plain SQL on a test database, for assertions on what a request stored. */
export class DbProbe {
  private constructor(private readonly client: Client) {}

  static async connect(url: string): Promise<DbProbe> {
    const client = new Client({ connectionString: url });
    await client.connect();
    return new DbProbe(client);
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

  close(): Promise<void> {
    return this.client.end();
  }
}
