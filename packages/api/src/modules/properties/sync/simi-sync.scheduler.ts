import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { type Redis } from 'ioredis';
import { APP_CONFIG, APP_ROLE, type AppConfig, type AppRole } from '../../../config/config.schema';
import { createRedisConnection } from '../../../infra/cache/redis.connection';
import { workerName } from '../../../infra/queue/drivers/bullmq.job-queue';
import { logSafeError } from '../../../infra/logging/log-safe-error';
import { SimiSyncService } from './simi-sync.service';

export const SIMI_SYNC_QUEUE = 'simi-sync';
export const SIMI_SYNC_JOB = 'full-sync';
const SCHEDULER_ID = 'simi-full-sync';
/** The in-process driver's first sync waits until the start (migrations, first render) is over. */
const FIRST_RUN_AFTER_MS = 1000;
/** A sync job may run for many minutes at SIMI's pace: BullMQ must not think its worker died. */
const SYNC_LOCK_MS = 10 * 60 * 1000;

/**
 * Runs the SIMI sync every SIMI_SYNC_INTERVAL_MINUTES with PROPERTY_SOURCE=simi. With Redis it is a
 * BullMQ repeatable job (a job scheduler upserted by every gateway, run by one worker at a time); on the
 * embedded default a timer in the gateway. Either way the first sync starts at once.
 */
@Injectable()
export class SimiSyncScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SimiSync');
  private readonly timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown> | undefined;
  private readonly stop = new AbortController();
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private readonly connections: Redis[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_ROLE) private readonly role: AppRole,
    private readonly sync: SimiSyncService,
  ) {}

  private get intervalMs(): number {
    return this.config.SIMI_SYNC_INTERVAL_MINUTES * 60 * 1000;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.PROPERTY_SOURCE !== 'simi') return;
    const redisUrl = this.config.REDIS_URL;
    if (!redisUrl) {
      if (this.role !== 'gateway') return;
      const tick = () => void this.runOnce();
      this.timers.push(setTimeout(tick, FIRST_RUN_AFTER_MS), setInterval(tick, this.intervalMs));
      for (const timer of this.timers) timer.unref();
      this.logger.log(`SIMI sync in this process every ${this.config.SIMI_SYNC_INTERVAL_MINUTES} min`);
      return;
    }
    const prefix = `${this.config.REDIS_PREFIX}bull`;
    if (this.role === 'gateway') {
      const connection = this.connection(redisUrl, 'client');
      this.queue = new Queue(SIMI_SYNC_QUEUE, { connection, prefix });
      this.queue.on('error', (error) => this.logger.debug(`Queue: ${error.message}`));
      try {
        await this.queue.upsertJobScheduler(
          SCHEDULER_ID,
          { every: this.intervalMs },
          { name: SIMI_SYNC_JOB, opts: { removeOnComplete: 20, removeOnFail: 20 } },
        );
      } catch (error) {
        // Redis down at start: the next gateway start (or another gateway) schedules it.
        this.logger.warn(`Could not schedule the SIMI sync: ${logSafeError(error)}`);
      }
    } else {
      const connection = this.connection(redisUrl, 'worker');
      this.worker = new Worker(SIMI_SYNC_QUEUE, async () => this.sync.run({ signal: this.stop.signal }), {
        connection,
        prefix,
        name: workerName(),
        concurrency: 1,
        lockDuration: SYNC_LOCK_MS,
      });
      this.worker.on('error', (error) => this.logger.debug(`Worker: ${error.message}`));
      this.logger.log(`SIMI sync job every ${this.config.SIMI_SYNC_INTERVAL_MINUTES} min (BullMQ)`);
    }
  }

  /** One sync now unless one is running in this process; never rejects (the failure is logged and recorded). */
  runOnce(): Promise<unknown> {
    this.running ??= this.sync
      .run({ signal: this.stop.signal })
      .catch(() => undefined)
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Before the database closes: a running sync stops at its next page. */
  async onModuleDestroy(): Promise<void> {
    this.stop.abort();
    for (const timer of this.timers) clearTimeout(timer);
    await this.worker?.close();
    await this.queue?.close();
    await this.running;
    for (const connection of this.connections) connection.disconnect();
  }

  private connection(url: string, role: 'client' | 'worker'): Redis {
    const connection = createRedisConnection(url, role);
    connection.on('error', () => undefined);
    this.connections.push(connection);
    return connection;
  }
}
