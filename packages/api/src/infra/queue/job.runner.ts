import { Injectable, Logger } from '@nestjs/common';
import { type JobContext } from './job-processor';
import { OutboxRepository } from './outbox.repository';
import { ProcessorRegistry } from './processor.registry';

/** Runs one attempt of a job for either driver, and records the outcome on its outbox row. */
@Injectable()
export class JobRunner {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly registry: ProcessorRegistry,
    private readonly outbox: OutboxRepository,
  ) {}

  async run(payload: unknown, job: JobContext): Promise<void> {
    const processor = this.registry.find(job.queue, job.name);
    try {
      if (!processor) throw new Error(`No processor registered for ${job.queue}/${job.name}`);
      await processor.handle(payload, job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempt >= job.maxAttempts;
      await this.outbox.recordFailure(job.id, job.attempt, message, final);
      // Only ids and names: payloads hold personal data.
      const line = `Job ${job.queue}/${job.name} ${job.id} failed (attempt ${job.attempt}/${job.maxAttempts}): ${message}`;
      if (final) this.logger.error(`${line}; giving up`);
      else this.logger.warn(`${line}; will retry`);
      throw error;
    }
    await this.outbox.recordDone(job.id, job.attempt);
  }
}
