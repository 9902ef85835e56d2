import { type QueueName } from './queue.constants';

export interface AddJobOptions {
  /** Idempotency key: a job id already known to the queue is not added again (the outbox row id). */
  readonly jobId: string;
}

export interface JobQueue {
  readonly driver: 'bullmq' | 'in-process';
  /** False while the queue is known to be unreachable: the relay then leaves rows alone (and unlocked). */
  isReachable(): boolean;
  /**
   * Hands a job to the queue; rejects when the queue is unreachable (the caller keeps it for later).
   * The job carries no payload: its id is the outbox row's, and the runner reads the payload from there.
   */
  add(queue: QueueName, jobName: string, options: AddJobOptions): Promise<void>;
  /**
   * Jobs per queue and state, for the metrics: BullMQ's counts in Redis (waiting, active, delayed, failed),
   * or the in-process queue's own (waiting, active: its failures are the outbox's failed rows).
   */
  depth(): Promise<QueueDepth[]>;
  /** Starts running the registered processors on this process. */
  startConsuming(): Promise<void>;
  close(): Promise<void>;
}

export interface QueueDepth {
  readonly queue: QueueName;
  readonly state: 'waiting' | 'active' | 'delayed' | 'failed';
  readonly count: number;
}

export interface RetryPolicy {
  readonly attempts: number;
  /** First retry delay; each further retry doubles it. */
  readonly backoffMs: number;
  /** BullMQ lock duration and stalled-job check interval (the in-process queue has no use for it). */
  readonly lockMs?: number;
}

export function backoffDelay(policy: RetryPolicy, failedAttempt: number): number {
  return policy.backoffMs * 2 ** (failedAttempt - 1);
}
