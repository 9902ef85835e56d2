import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type AddJobOptions,
  backoffDelay,
  type JobQueue,
  type QueueDepth,
  type RetryPolicy,
} from '../job-queue';
import { type JobRunner } from '../job.runner';
import { QUEUE_CONCURRENCY, QUEUES, type QueueName } from '../queue.constants';

/** Job ids remembered for dedupe, like BullMQ keeps a job while it exists. */
const REMEMBERED_IDS = 10_000;

interface Attempt {
  readonly queue: QueueName;
  readonly name: string;
  readonly id: string;
  readonly attempt: number;
}

/**
 * Runs jobs in this process with the same processors, the same retry policy (exponential backoff) and the
 * same per-queue concurrency as a BullMQ worker: at most QUEUE_CONCURRENCY[queue] attempts of a queue run
 * at once, the rest wait their turn in order (a burst of submissions must not start thousands of mails or
 * Chromium renders together). For the embedded default, where there is no Redis.
 */
export class InProcessJobQueue implements JobQueue {
  readonly driver = 'in-process' as const;
  private readonly seen = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  /** Attempts due now, per queue, waiting for a free slot. */
  private readonly ready = new Map<QueueName, Attempt[]>();
  private readonly active = new Map<QueueName, number>();
  /** Jobs added before startConsuming. */
  private readonly waiting: Attempt[] = [];
  private consuming = false;
  private closed = false;
  /**
   * Runs a job in the queue's own async context, not the one that added it: a job added inside a
   * transaction (the relay's) is not part of it, as BullMQ's workers are not.
   */
  private readonly detached = AsyncLocalStorage.snapshot();

  constructor(
    private readonly runner: JobRunner,
    private readonly policy: RetryPolicy,
  ) {}

  isReachable(): boolean {
    return !this.closed;
  }

  add(queue: QueueName, jobName: string, { jobId }: AddJobOptions): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The in-process queue is closed'));
    if (this.seen.has(jobId)) return Promise.resolve();
    this.remember(jobId);
    const first = { queue, name: jobName, id: jobId, attempt: 1 };
    // Off the caller's stack (the relay's transaction), as BullMQ hands jobs to its workers.
    if (this.consuming) this.schedule(() => this.enqueue(first), 0);
    else this.waiting.push(first);
    return Promise.resolve();
  }

  depth(): Promise<QueueDepth[]> {
    return Promise.resolve(
      Object.values(QUEUES).flatMap((queue): QueueDepth[] => [
        {
          queue,
          state: 'waiting',
          count: (this.ready.get(queue)?.length ?? 0) + this.waiting.filter((a) => a.queue === queue).length,
        },
        { queue, state: 'active', count: this.active.get(queue) ?? 0 },
      ]),
    );
  }

  startConsuming(): Promise<void> {
    this.consuming = true;
    for (const first of this.waiting.splice(0)) this.schedule(() => this.enqueue(first), 0);
    return Promise.resolve();
  }

  /**
   * Stops starting attempts (waiting ones and pending retries are dropped: their outbox rows stay
   * 'relayed' and go out again on the next start) and waits for the running ones.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.ready.clear();
    await Promise.allSettled([...this.running]);
  }

  private enqueue(next: Attempt): void {
    const line = this.ready.get(next.queue) ?? [];
    line.push(next);
    this.ready.set(next.queue, line);
    this.pump(next.queue);
  }

  /** Starts waiting attempts of `queue` while it has free slots. */
  private pump(queue: QueueName): void {
    const line = this.ready.get(queue);
    while (
      !this.closed &&
      line &&
      line.length > 0 &&
      (this.active.get(queue) ?? 0) < QUEUE_CONCURRENCY[queue]
    ) {
      const next = line.shift();
      if (next) this.start(next);
    }
    if (line?.length === 0) this.ready.delete(queue);
  }

  private start({ queue, name, id, attempt }: Attempt): void {
    this.active.set(queue, (this.active.get(queue) ?? 0) + 1);
    const run = this.runner
      .run({ id, queue, name, attempt, maxAttempts: this.policy.attempts })
      .catch(() => {
        // The runner has logged and recorded the failure; the retry queues up again after its backoff.
        if (attempt < this.policy.attempts && !this.closed) {
          const retry = { queue, name, id, attempt: attempt + 1 };
          this.schedule(() => this.enqueue(retry), backoffDelay(this.policy, attempt));
        }
      })
      .finally(() => {
        this.running.delete(run);
        this.active.set(queue, (this.active.get(queue) ?? 1) - 1);
        this.pump(queue);
      });
    this.running.add(run);
  }

  private schedule(fn: () => void, delayMs: number): void {
    const timer = setTimeout(
      () =>
        this.detached(() => {
          this.timers.delete(timer);
          if (!this.closed) fn();
        }),
      delayMs,
    );
    this.timers.add(timer);
  }

  private remember(jobId: string): void {
    this.seen.add(jobId);
    if (this.seen.size > REMEMBERED_IDS) {
      const oldest = this.seen.values().next();
      if (!oldest.done) this.seen.delete(oldest.value);
    }
  }
}
