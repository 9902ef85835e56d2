import { Client } from 'pg';
import { TEST_DATABASE_URL, uniqueSuffix } from './test-env';

export interface TestDatabase {
  /** Connection string of the fresh, empty database. */
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server of TEST_DATABASE_URL, so each test file is isolated; drop it in afterAll. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `inmo_test_${uniqueSuffix()}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  };
}
