import { Inject, Injectable } from '@nestjs/common';
import { DB, type Database, type DbExecutor, type Transaction } from '../db/database';
import { type OutboxStatus } from '../db/schema';
import { OutboxRelay } from './outbox.relay';
import { type NewOutboxJob, OutboxRepository } from './outbox.repository';

/**
 * Jobs are written as outbox rows inside the caller's transaction, so a request row and its jobs
 * commit (or roll back) together; the relay then hands them to the queue.
 */
@Injectable()
export class OutboxService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly repository: OutboxRepository,
    private readonly relay: OutboxRelay,
  ) {}

  /** Writes the job in `tx`; returns the outbox id, which is also the job id. */
  enqueue(tx: DbExecutor, job: NewOutboxJob): Promise<string> {
    return this.repository.insert(tx, job);
  }

  /** `db.transaction(fn)` followed by an immediate relay, for transactions that enqueue jobs. */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(fn);
    this.relay.nudge();
    return result;
  }

  /** pending | relayed | done | failed; undefined for an unknown id. */
  status(id: string): Promise<OutboxStatus | undefined> {
    return this.repository.status(id);
  }
}
