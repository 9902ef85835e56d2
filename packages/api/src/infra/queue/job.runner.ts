import { Injectable, Logger } from '@nestjs/common';
import { logSafeError } from '../logging/log-safe-error';
import { MetricsService } from '../metrics/metrics.service';
import { type JobContext } from './job-processor';
import { OutboxRepository } from './outbox.repository';
import { ProcessorRegistry } from './processor.registry';

/**
 * What the queue learns of a failed attempt (the queue view shows it): the reason as the log has it, without
 * addresses or phone numbers, and the outbox row that holds the whole reason.
 */
export class JobFailedError extends Error {
  constructor(outboxId: string, logSafeReason: string) {
    super(`${logSafeReason} (whole reason on outbox row ${outboxId})`);
    this.name = 'JobFailedError';
  }
}

/**
 * Runs one attempt of a job for either driver, and records the outcome on its outbox row. The queue
 * (Redis) holds only the job id, which is the outbox id: the payload, with the visitor's personal data,
 * is read from PostgreSQL here, and what goes back to the queue on failure names no detail.
 */
@Injectable()
export class JobRunner {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly registry: ProcessorRegistry,
    private readonly outbox: OutboxRepository,
    private readonly metrics: MetricsService,
  ) {}

  async run(job: JobContext): Promise<void> {
    const processor = this.registry.find(job.queue, job.name);
    try {
      if (!processor) throw new Error(`No processor registered for ${job.queue}/${job.name}`);
      const row = await this.outbox.payload(job.id);
      if (!row.found) throw new Error(`Outbox row ${job.id} not found`);
      await processor.handle(row.payload, job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempt >= job.maxAttempts;
      // The whole reason stays on the row, beside the payload it may quote.
      await this.outbox.recordFailure(job.id, job.attempt, message, final);
      // The log gets ids and names, and the reason without addresses, phones or database values: an SMTP
      // refusal quotes the recipient, a failed query its parameters.
      const reason = logSafeError(error);
      const line = `Job ${job.queue}/${job.name} ${job.id} failed (attempt ${job.attempt}/${job.maxAttempts}): ${reason}`;
      if (final) this.logger.error(`${line}; giving up`);
      else this.logger.warn(`${line}; will retry`);
      this.metrics.jobs.inc({ queue: job.queue, job: job.name, outcome: final ? 'failed' : 'retry' });
      // The queue keeps its failed jobs: it gets the log's redacted reason, never the original message.
      throw new JobFailedError(job.id, reason);
    }
    await this.outbox.recordDone(job.id, job.attempt);
    this.metrics.jobs.inc({ queue: job.queue, job: job.name, outcome: 'done' });
  }
}
