import { Inject, Module } from '@nestjs/common';
import { APP_ROLE, type AppRole } from '../src/config/config.schema';
import { type JobContext, type JobProcessor, Processor } from '../src/infra/queue/job-processor';
import { QUEUES } from '../src/infra/queue/queue.constants';

/**
 * Test-only processor: records each run, fails while `failWhile` says so, and while `hold` is set waits
 * for it before finishing (`active` and `maxActive` count runs in progress).
 */
export const probe = {
  runs: [] as (JobContext & { role: AppRole; payload: unknown; at: number })[],
  failWhile: (_job: JobContext): boolean => false,
  hold: undefined as Promise<void> | undefined,
  active: 0,
  maxActive: 0,
  reset(): void {
    this.runs.length = 0;
    this.failWhile = () => false;
    this.hold = undefined;
    this.active = 0;
    this.maxActive = 0;
  },
};

export const PROBE_JOB = 'probe';

@Processor(QUEUES.mail, PROBE_JOB)
export class ProbeProcessor implements JobProcessor {
  constructor(@Inject(APP_ROLE) private readonly role: AppRole) {}

  async handle(payload: unknown, job: JobContext): Promise<void> {
    probe.runs.push({ ...job, role: this.role, payload, at: Date.now() });
    probe.active += 1;
    probe.maxActive = Math.max(probe.maxActive, probe.active);
    try {
      await probe.hold;
      if (probe.failWhile(job)) throw new Error('boom');
    } finally {
      probe.active -= 1;
    }
  }
}

@Module({ providers: [ProbeProcessor] })
export class ProbeModule {}
