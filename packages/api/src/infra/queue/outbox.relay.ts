import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DB, type Database } from '../db/database';
import { type JobQueue } from './job-queue';
import { OutboxRepository } from './outbox.repository';
import { JOB_QUEUE, type QueueName } from './queue.constants';

export const RELAY_INTERVAL_MS = 500;
const BATCH_SIZE = 50;
const DOWN_WARNING_AFTER_MS = 5000;

/**
 * Moves committed outbox rows into the job queue (job id = row id, so a row relayed twice runs once).
 * Runs in every gateway and worker; FOR UPDATE SKIP LOCKED lets them share the table. When the queue is
 * unreachable the rows stay pending and go out on a later tick.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private again = false;
  private stopped = false;
  /** Since when the queue has been unreachable (a connection still opening at start is not worth a warning). */
  private downSince: number | undefined;
  private downReported = false;

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly outbox: OutboxRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.queue.driver === 'in-process') {
      // An in-process queue loses its jobs with the process: what the last run had taken goes out again.
      const requeued = await this.outbox.requeueRelayed();
      if (requeued > 0) this.logger.log(`Re-queued ${requeued} job(s) interrupted by the last shutdown`);
    }
    this.timer = setInterval(() => this.nudge(), RELAY_INTERVAL_MS);
    this.timer.unref();
    this.nudge();
  }

  /** Before the queue and the database close. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Relay soon; call after committing a transaction that wrote outbox rows. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /** Relays until nothing is due; resolves with how many rows went out. */
  async drain(): Promise<number> {
    let total = 0;
    if (!this.queue.isReachable()) {
      this.reportDown('no connection');
      return total;
    }
    try {
      for (;;) {
        const { relayed, exhausted } = await this.relayBatch();
        total += relayed;
        if (exhausted || this.stopped) break;
      }
    } catch (error) {
      this.logger.error(`Outbox relay failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return total;
  }

  private reportDown(reason: string): void {
    this.downSince ??= Date.now();
    if (!this.downReported && Date.now() - this.downSince >= DOWN_WARNING_AFTER_MS) {
      this.logger.warn(`Queue unreachable, outbox rows stay pending (${reason})`);
      this.downReported = true;
    }
  }

  private relayBatch(): Promise<{ relayed: number; exhausted: boolean }> {
    return this.db.transaction(async (tx) => {
      const rows = await this.outbox.lockDue(tx, BATCH_SIZE);
      const relayed: string[] = [];
      for (const row of rows) {
        try {
          await this.queue.add(row.queue as QueueName, row.jobName, { jobId: row.id });
          relayed.push(row.id);
        } catch (error) {
          this.reportDown(error instanceof Error ? error.message : String(error));
          break;
        }
      }
      if (relayed.length > 0 && this.downSince !== undefined) {
        if (this.downReported) this.logger.log('Queue reachable again, relaying pending outbox rows');
        this.downSince = undefined;
        this.downReported = false;
      }
      await this.outbox.markRelayed(tx, relayed);
      return { relayed: relayed.length, exhausted: rows.length < BATCH_SIZE || relayed.length < rows.length };
    });
  }
}
