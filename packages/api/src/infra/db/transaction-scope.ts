import { AsyncLocalStorage } from 'node:async_hooks';

/** A transaction or a root-handle query in progress, with where it began (its stack, formatted only when shown). */
interface DbWork {
  readonly kind: 'transaction' | 'query';
  readonly origin: Error;
  readonly startedAt: number;
  /** Inside a transaction: false once it has committed or rolled back (work it started may outlive it). */
  open: boolean;
  /** Reported as stuck already (once each). */
  reported: boolean;
}

const transactionOf = new AsyncLocalStorage<DbWork>();
const inProgress = new Set<DbWork>();

/** The first frame of the project's own code below the database layer: where the work began. */
export function whereBegan(origin: Error): string {
  const frames = (origin.stack ?? '').split('\n').slice(1);
  const own = frames.find(
    (line) =>
      /\.[jt]s:\d+/.test(line) &&
      !line.includes('node_modules') &&
      !/infra[\\/]db[\\/](transaction-scope|database)\.[jt]s:/.test(line),
  );
  return (own ?? frames[0] ?? 'an unknown place').trim().replace(/^at /, '');
}

/**
 * A query on the root database handle while the same async flow holds a transaction: on PGlite (one
 * connection) it waits for the transaction, which waits for it, for ever; on PostgreSQL it takes a second
 * pool connection and starves the pool under load. It must use the transaction (`tx`) instead.
 */
export class RootHandleInTransactionError extends Error {
  constructor(transaction: DbWork) {
    super(
      `A query on the root database handle inside the transaction begun at ${whereBegan(transaction.origin)}: ` +
        'use that transaction (tx) for every query it makes, or run this one before or after it',
    );
    this.name = 'RootHandleInTransactionError';
  }
}

/** Throws when the calling async flow is inside an open transaction (called by the root handle's driver). */
export function assertOutsideTransaction(): void {
  const transaction = transactionOf.getStore();
  if (transaction?.open) throw new RootHandleInTransactionError(transaction);
}

function start(kind: DbWork['kind']): DbWork {
  const work: DbWork = { kind, origin: new Error(kind), startedAt: Date.now(), open: true, reported: false };
  inProgress.add(work);
  return work;
}

function end(work: DbWork): void {
  work.open = false;
  inProgress.delete(work);
}

/**
 * Runs `begin` (the driver's transaction) with its body marked as inside it, so the root handle refuses
 * queries from the body. The mark starts inside the body: taking the connection and BEGIN come before it.
 */
export async function scopedTransaction<TX, T>(
  begin: (body: (tx: TX) => Promise<T>) => Promise<T>,
  body: (tx: TX) => Promise<T>,
): Promise<T> {
  const work = start('transaction');
  try {
    return await begin((tx) => transactionOf.run(work, () => body(tx)));
  } finally {
    end(work);
  }
}

/** Tracks a root-handle query, so one that never ends is reported like a stuck transaction. */
export async function trackedQuery<T>(query: () => Promise<T>): Promise<T> {
  assertOutsideTransaction();
  const work = start('query');
  try {
    return await query();
  } finally {
    end(work);
  }
}

export interface StuckWork {
  readonly kind: DbWork['kind'];
  readonly ageMs: number;
  readonly began: string;
  /** True the first time this work is returned by {@link stuckWork} with `markReported`. */
  readonly firstReport: boolean;
}

/** Transactions and root queries running for `olderThanMs` or more, oldest first. */
export function stuckWork(olderThanMs: number, now = Date.now(), markReported = false): StuckWork[] {
  const stuck: StuckWork[] = [];
  for (const work of inProgress) {
    const ageMs = now - work.startedAt;
    if (ageMs < olderThanMs) continue;
    const firstReport = !work.reported;
    if (markReported) work.reported = true;
    stuck.push({ kind: work.kind, ageMs, began: whereBegan(work.origin), firstReport });
  }
  return stuck.sort((a, b) => b.ageMs - a.ageMs);
}
