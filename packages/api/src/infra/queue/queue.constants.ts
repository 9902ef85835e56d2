/** Every queue the gateway produces to and the worker consumes. */
export const QUEUES = {
  mail: 'mail',
  pdf: 'pdf',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names, one per processor. */
export const JOBS = {
  sendMail: 'send-mail',
  renderPdf: 'render-pdf',
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

/** Jobs each worker runs at once, per queue (Chromium is heavy). */
export const QUEUE_CONCURRENCY: Record<QueueName, number> = {
  mail: 5,
  pdf: 2,
};

/** Nest injection token for {@link JobQueue}. */
export const JOB_QUEUE = Symbol('JOB_QUEUE');
