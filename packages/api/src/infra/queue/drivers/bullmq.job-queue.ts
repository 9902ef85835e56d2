import os from 'node:os';
import { Logger } from '@nestjs/common';
import { type Job, Queue, Worker } from 'bullmq';
import { type Redis } from 'ioredis';
import { createRedisConnection } from '#src/infra/cache/redis.connection';
import { type AddJobOptions, type JobQueue, type QueueDepth, type RetryPolicy } from '../job-queue';
import { type JobRunner } from '../job.runner';
import { QUEUE_CONCURRENCY, QUEUES, type QueueName } from '../queue.constants';

const ADD_TIMEOUT_MS = 3000;
/** How long closing waits for a connection still starting (its first connect, BullMQ's version check). */
const STARTING_WAIT_MS = 1000;

/** `promise`, or a rejection once Redis has not answered in {@link ADD_TIMEOUT_MS}. */
async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), ADD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Which worker ran a job (BullMQ keeps it as the job's processedBy): the container or host, and the pid. */
export function workerName(): string {
  return `${os.hostname()}:${process.pid}`;
}

/**
 * Closes a BullMQ queue or worker once its connection has started, or has had a moment to: BullMQ drops its
 * error listeners on close, and a start that fails after that (its command flushed as the connection closes)
 * is thrown as an unhandled error.
 */
export async function closeWhenStarted(target: Queue | Worker): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    target.waitUntilReady().catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, STARTING_WAIT_MS))),
  ]);
  clearTimeout(timer);
  await target.close();
}

/** BullMQ on Redis: the gateway produces, `dist/worker.js` replicas consume. */
export class BullMqJobQueue implements JobQueue {
  readonly driver = 'bullmq' as const;
  private readonly logger = new Logger('BullMQ');
  private readonly producer: Redis;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: Redis[] = [];

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly runner: JobRunner,
    private readonly policy: RetryPolicy,
  ) {
    this.producer = createRedisConnection(redisUrl, 'client');
    this.producer.on('error', () => undefined); // reported by the relay when an add fails
  }

  isReachable(): boolean {
    return this.producer.status === 'ready';
  }

  async add(queue: QueueName, jobName: string, { jobId }: AddJobOptions): Promise<void> {
    try {
      await withTimeout(this.queue(queue).add(jobName, {}, { jobId }));
    } catch (error) {
      // A Queue whose first connection failed stays failed: start afresh on the next relay.
      this.discard(queue);
      throw error;
    }
  }

  /** Rejects when Redis does not answer in time (the scrape then leaves the gauge empty). */
  async depth(): Promise<QueueDepth[]> {
    const states = ['waiting', 'active', 'delayed', 'failed'] as const;
    const counts = await withTimeout(
      Promise.all(Object.values(QUEUES).map((name) => this.queue(name).getJobCounts(...states))),
    );
    return Object.values(QUEUES).flatMap((queue, i) =>
      states.map((state) => ({ queue, state, count: counts[i]?.[state] ?? 0 })),
    );
  }

  startConsuming(): Promise<void> {
    for (const name of Object.values(QUEUES)) {
      const connection = createRedisConnection(this.redisUrl, 'worker');
      connection.on('error', (error: Error) =>
        this.logger.warn(`Worker connection problem: ${error.message}`),
      );
      this.workerConnections.push(connection);
      const worker = new Worker(name, (job: Job) => this.process(name, job), {
        connection,
        prefix: this.prefix,
        name: workerName(),
        concurrency: QUEUE_CONCURRENCY[name],
        // A job whose worker died (lock not renewed) is handed to another worker at the next check.
        ...(this.policy.lockMs
          ? { lockDuration: this.policy.lockMs, stalledInterval: this.policy.lockMs }
          : {}),
      });
      worker.on('error', (error) => this.logger.debug(`Worker ${name}: ${error.message}`));
      this.workers.push(worker);
    }
    this.logger.log(`Consuming queues: ${Object.values(QUEUES).join(', ')}`);
    return Promise.resolve();
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.workers.map(closeWhenStarted));
    await Promise.allSettled([...this.queues.values()].map(closeWhenStarted));
    for (const connection of [this.producer, ...this.workerConnections]) connection.disconnect();
  }

  private process(queue: QueueName, job: Job): Promise<void> {
    return this.runner.run({
      id: job.id ?? '',
      queue,
      name: job.name,
      attempt: job.attemptsMade + 1,
      maxAttempts: job.opts.attempts ?? 1,
    });
  }

  private discard(name: QueueName): void {
    const queue = this.queues.get(name);
    this.queues.delete(name);
    if (queue) closeWhenStarted(queue).catch(() => undefined);
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.producer,
        prefix: this.prefix,
        defaultJobOptions: {
          attempts: this.policy.attempts,
          backoff: { type: 'exponential', delay: this.policy.backoffMs },
          removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
          // Jobs that exhausted their tries stay in Redis for inspection (and in the outbox as failed).
          removeOnFail: false,
        },
      });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }
}
