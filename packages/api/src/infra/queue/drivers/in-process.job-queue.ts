import { Logger } from '@nestjs/common';
import { type AddJobOptions, backoffDelay, type JobQueue, type RetryPolicy } from '../job-queue';
import { type JobRunner } from '../job.runner';
import { type QueueName } from '../queue.constants';

/** Job ids remembered for dedupe, like BullMQ keeps a job while it exists. */
const REMEMBERED_IDS = 10_000;

/**
 * Runs jobs in this process with the same processors and the same retry policy as BullMQ
 * (exponential backoff). For the embedded default, where there is no Redis.
 */
export class InProcessJobQueue implements JobQueue {
  readonly driver = 'in-process' as const;
  private readonly logger = new Logger('InProcessQueue');
  private readonly seen = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly waiting: (() => void)[] = [];
  private consuming = false;
  private closed = false;

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
    const start = () => this.attempt(queue, jobName, jobId, 1);
    if (this.consuming) this.schedule(start, 0);
    else this.waiting.push(start);
    return Promise.resolve();
  }

  startConsuming(): Promise<void> {
    this.consuming = true;
    for (const start of this.waiting.splice(0)) this.schedule(start, 0);
    return Promise.resolve();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private attempt(queue: QueueName, name: string, id: string, attempt: number): void {
    const run = this.runner
      .run({ id, queue, name, attempt, maxAttempts: this.policy.attempts })
      .catch(() => {
        // The runner has logged and recorded the failure.
        if (attempt < this.policy.attempts && !this.closed) {
          this.schedule(() => this.attempt(queue, name, id, attempt + 1), backoffDelay(this.policy, attempt));
        }
      })
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private schedule(fn: () => void, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) fn();
    }, delayMs);
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
