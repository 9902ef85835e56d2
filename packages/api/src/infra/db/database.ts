import { Logger } from '@nestjs/common';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  PGlite,
  type QueryOptions,
  type Results,
  type Transaction as PGliteTransaction,
} from '@electric-sql/pglite';
import { type Assume, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { assertOutsideTransaction, scopedTransaction, trackedQuery } from './transaction-scope';

export type Schema = typeof schema;

/** What both drivers' raw `execute` results have in common. */
export interface RowsResult<TRow> {
  readonly rows: TRow[];
}
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The one database type repositories use, whichever driver (pg or PGlite) is behind it. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;
export type Transaction = PgTransaction<RowsQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database itself or an open transaction. */
export type DbExecutor = Database | Transaction;

/** Nest injection token for {@link Database}. */
export const DB = Symbol('DB');

export const DB_CASING = 'snake_case' as const;

/** src/infra/db and dist/infra/db are both three levels below packages/api. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../../drizzle');

/** Arbitrary fixed key: gateways and workers starting together take turns to migrate. */
const MIGRATION_LOCK_KEY = 727_110_001;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pg' | 'pglite';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  readonly databaseUrl?: string;
  readonly dataDir: string;
  readonly migrate?: boolean;
  readonly migrationsFolder?: string;
}

/**
 * PGlite runs each statement synchronously (WASM) and hands its one connection to the next waiter in a
 * promise callback, so a queue of requests' statements ran to its end without the event loop polling:
 * under load new connections were not accepted and waiting sockets not read for seconds (p99 8.5 s, and
 * timeouts, in the load bench). Each query or transaction now starts one event-loop turn after taking
 * the connection, so the server keeps accepting and reading while the queue drains.
 *
 * Its public entry points are the root handle: inside a transaction they refuse at once (one connection:
 * the query would wait for the transaction, and the transaction for the query, for ever). A transaction's
 * own queries go through the object `transaction` hands its callback, not through these.
 */
class GuardedPGlite extends PGlite {
  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await nextTurn();
      return fn();
    });
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return trackedQuery(() => super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return trackedQuery(() => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    assertOutsideTransaction();
    return super.transaction(callback);
  }
}

/** The same guard on PostgreSQL: the pool's own query and connect are the root handle's (see GuardedPGlite). */
class GuardedPool extends Pool {
  override query = ((...args: Parameters<Pool['query']>) =>
    trackedQuery(() => super.query(...args) as unknown as Promise<unknown>)) as Pool['query'];

  override connect = ((...args: Parameters<Pool['connect']>) => {
    assertOutsideTransaction();
    return super.connect(...args);
  }) as Pool['connect'];
}

/** Every transaction's body runs marked as inside it, so the guarded drivers above can tell. */
function scopeTransactions(db: Database): Database {
  const begin = db.transaction.bind(db);
  const transaction: Database['transaction'] = (body, config) =>
    scopedTransaction((marked) => begin(marked, config), body);
  return Object.assign(db, { transaction });
}

/** How long closing waits for the pool's checked-out clients before it gives up on them. */
const POOL_END_TIMEOUT_MS = 5000;

/**
 * pool.end() waits for every checked-out client. After a PostgreSQL restart one was sometimes never
 * released (seen only at shutdown, in the PostgreSQL container fault test): closing would then wait forever
 * and a stopped gateway never exit. It waits POOL_END_TIMEOUT_MS at most, and says so.
 */
async function endPool(pool: Pool): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), POOL_END_TIMEOUT_MS);
  });
  const outcome = await Promise.race([pool.end().then(() => 'ended' as const), timeout]);
  clearTimeout(timer);
  if (outcome === 'timeout')
    new Logger('Database').warn(
      `Closed with ${pool.totalCount - pool.idleCount} PostgreSQL connection(s) still checked out after ${POOL_END_TIMEOUT_MS} ms`,
    );
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_DIR;
  const runMigrations = options.migrate ?? true;

  if (options.databaseUrl) {
    // Fail fast while PostgreSQL is down instead of queueing requests without end.
    const pool = new GuardedPool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client whose server went away (restart, failover) emits 'error' on the pool; unhandled, it
    // would kill the process. The pool drops that client and the next query opens a new connection.
    // A client checked out at that moment (a transaction, the outbox relay) emits 'error' on itself: its
    // query already rejects, so the listener only keeps the process alive.
    let lastWarned = 0;
    const warnLost = (error: Error) => {
      if (Date.now() - lastWarned < 5000) return;
      lastWarned = Date.now();
      new Logger('Database').warn(`PostgreSQL connection lost: ${error.message}`);
    };
    pool.on('error', warnLost);
    pool.on('connect', (client) => client.on('error', warnLost));
    try {
      if (runMigrations) await migratePostgres(pool, migrationsFolder);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: scopeTransactions(drizzlePg({ client: pool, schema, casing: DB_CASING })),
      driver: 'pg',
      close: () => endPool(pool),
    };
  }

  const pgdata = path.join(options.dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  const client = new GuardedPGlite(pgdata);
  const db = drizzlePglite({ client, schema, casing: DB_CASING });
  try {
    // PGlite is a single in-process connection: no other process can race us here.
    if (runMigrations) await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: scopeTransactions(db),
    driver: 'pglite',
    close: () => client.close(),
  };
}

async function migratePostgres(pool: Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, casing: DB_CASING }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
