import { Inject, Module } from '@nestjs/common';
import { APP_ROLE, type AppRole } from '../src/config/config.schema';
import { type JobContext, type JobProcessor, Processor } from '../src/infra/queue/job-processor';
import { QUEUES } from '../src/infra/queue/queue.constants';

/** Test-only processor: records each run and fails while `failWhile` says so. */
export const probe = {
  runs: [] as (JobContext & { role: AppRole; payload: unknown; at: number })[],
  failWhile: (_job: JobContext): boolean => false,
  reset(): void {
    this.runs.length = 0;
    this.failWhile = () => false;
  },
};

export const PROBE_JOB = 'probe';

@Processor(QUEUES.mail, PROBE_JOB)
export class ProbeProcessor implements JobProcessor {
  constructor(@Inject(APP_ROLE) private readonly role: AppRole) {}

  handle(payload: unknown, job: JobContext): Promise<void> {
    probe.runs.push({ ...job, role: this.role, payload, at: Date.now() });
    return probe.failWhile(job) ? Promise.reject(new Error('boom')) : Promise.resolve();
  }
}

@Module({ providers: [ProbeProcessor] })
export class ProbeModule {}
