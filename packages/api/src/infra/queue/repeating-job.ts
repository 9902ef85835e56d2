import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { type Redis } from 'ioredis';
import { type AppConfig, type AppRole } from '#src/config/config.schema';
import { createRedisConnection } from '../cache/redis.connection';
import { logSafeError } from '../logging/log-safe-error';
import { closeWhenStarted, workerName } from './drivers/bullmq.job-queue';

export interface RepeatingJobOptions {
  readonly queue: string;
  /** The BullMQ job scheduler's id and its jobs' name (kept stable: a renamed scheduler would run twice). */
  readonly schedulerId: string;
  readonly jobName: string;
  readonly everyMs: number;
  /** How long a run may take before BullMQ thinks its worker died. */
  readonly lockMs: number;
  /** The in-process timer's first run waits this long (migrations, the first render). */
  readonly firstRunAfterMs: number;
  readonly run: (signal: AbortSignal) => Promise<unknown>;
  /** A run that rejects fails its BullMQ job, which is tried again this many times in all (default 1). */
  readonly attempts?: number;
  /** First retry's delay; each next one doubles it. */
  readonly backoffMs?: number;
}

/**
 * Work that repeats (the SIMI sync, the alert digests). With Redis it is a BullMQ job scheduler that every
 * gateway upserts and one worker at a time runs; on the embedded default a timer in the gateway. Either
 * way it also runs once soon after the start. Call `start` on application bootstrap and `stop` on destroy.
 */
export class RepeatingJob {
  private readonly logger: Logger;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly abort = new AbortController();
  private readonly connections: Redis[] = [];
  private running: Promise<unknown> | undefined;
  private queue: Queue | undefined;
  private worker: Worker | undefined;

  constructor(
    private readonly options: RepeatingJobOptions,
    private readonly config: Pick<AppConfig, 'REDIS_URL' | 'REDIS_PREFIX'>,
    private readonly role: AppRole,
  ) {
    this.logger = new Logger(`Repeating:${options.queue}`);
  }

  /** Never waits for Redis: the scheduler is written once Redis answers. */
  start(): void {
    const { queue: name, everyMs } = this.options;
    const redisUrl = this.config.REDIS_URL;
    if (!redisUrl) {
      if (this.role !== 'gateway') return;
      const tick = () => void this.runOnce();
      this.timers.push(setTimeout(tick, this.options.firstRunAfterMs), setInterval(tick, everyMs));
      for (const timer of this.timers) timer.unref();
      return;
    }
    const prefix = `${this.config.REDIS_PREFIX}bull`;
    if (this.role === 'gateway') {
      this.queue = new Queue(name, { connection: this.connection(redisUrl, 'client'), prefix });
      this.queue.on('error', (error) => this.logger.debug(`Queue: ${error.message}`));
      // Not awaited: with Redis down it waits for Redis (BullMQ retries), and the gateway must start meanwhile.
      this.queue
        .upsertJobScheduler(
          this.options.schedulerId,
          { every: everyMs },
          {
            name: this.options.jobName,
            opts: {
              removeOnComplete: 20,
              removeOnFail: 20,
              ...(this.options.attempts
                ? {
                    attempts: this.options.attempts,
                    backoff: { type: 'exponential', delay: this.options.backoffMs ?? 60_000 },
                  }
                : {}),
            },
          },
        )
        .catch((error: unknown) => {
          // Closed before Redis came back: the next gateway start (or another gateway) schedules it.
          this.logger.warn(`Could not schedule ${name}: ${logSafeError(error)}`);
        });
      return;
    }
    this.worker = new Worker(name, async () => this.options.run(this.abort.signal), {
      connection: this.connection(redisUrl, 'worker'),
      prefix,
      name: workerName(),
      concurrency: 1,
      lockDuration: this.options.lockMs,
    });
    this.worker.on('error', (error) => this.logger.debug(`Worker: ${error.message}`));
  }

  /** One run now unless one is running in this process; never rejects (the failure is logged). */
  runOnce(): Promise<unknown> {
    this.running ??= this.options
      .run(this.abort.signal)
      .catch((error: unknown) => this.logger.warn(`Run failed: ${logSafeError(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Before the database closes: a running job is told to stop, and awaited. */
  async stop(): Promise<void> {
    this.abort.abort();
    for (const timer of this.timers) clearTimeout(timer);
    if (this.worker) await closeWhenStarted(this.worker);
    if (this.queue) await closeWhenStarted(this.queue);
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
