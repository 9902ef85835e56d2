import { Logger, type LoggerService } from '@nestjs/common';
import { DrizzleQueryError } from 'drizzle-orm';
import { MetricsService } from '../metrics/metrics.service';
import { type JobContext, type JobProcessor } from './job-processor';
import { JobFailedError, JobRunner } from './job.runner';
import { type OutboxRepository } from './outbox.repository';
import { type ProcessorRegistry } from './processor.registry';
import { QUEUES } from './queue.constants';

/** Every line the Nest loggers print, with its level. */
const lines: string[] = [];
const capture: LoggerService = {
  log: (message: unknown) => lines.push(`log ${String(message)}`),
  warn: (message: unknown) => lines.push(`warn ${String(message)}`),
  error: (message: unknown) => lines.push(`error ${String(message)}`),
  debug: (message: unknown) => lines.push(`debug ${String(message)}`),
  verbose: (message: unknown) => lines.push(`verbose ${String(message)}`),
};

const VISITOR = /ana|gómez|3001234567|300 123 4567/i;
const JOB_ID = '6a1f0c2e-8d3b-4c5a-9e7f-0123456789ab';

describe('JobRunner logs', () => {
  beforeAll(() => {
    Logger.overrideLogger(capture);
  });
  beforeEach(() => (lines.length = 0));

  function runnerFailingWith(error: Error) {
    const processor: JobProcessor = { handle: () => Promise.reject(error) };
    const registry = { find: () => processor } as unknown as ProcessorRegistry;
    const recordFailure = jest.fn(() => Promise.resolve());
    const outbox = {
      payload: () => Promise.resolve({ found: true, payload: { to: 'ana.gomez@example.com' } }),
      recordFailure,
      recordDone: () => Promise.resolve(),
    } as unknown as OutboxRepository;
    const metrics = new MetricsService();
    return { runner: new JobRunner(registry, outbox, metrics), recordFailure, metrics };
  }
  const job = (attempt: number): JobContext => ({
    id: JOB_ID,
    queue: QUEUES.mail,
    name: 'send-mail',
    attempt,
    maxAttempts: 2,
  });

  it('names the job and the SMTP reason without the address the server quoted', async () => {
    const refusal = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <ana.gómez@example.com>: Recipient address rejected",
    );
    const { runner, recordFailure, metrics } = runnerFailingWith(refusal);
    await expect(runner.run(job(1))).rejects.toThrow(JobFailedError);
    // The queue (and its operators' view) gets the log's reason, the address redacted.
    const thrown = await runner.run(job(2)).catch((error: unknown) => error);
    expect(String(thrown)).toContain(
      `550 5.1.1 <[e-mail]>: Recipient address rejected (whole reason on outbox row ${JOB_ID})`,
    );
    expect(String(thrown)).not.toMatch(VISITOR);
    const counted = await metrics.jobs.get();
    expect(counted.values.map((v) => [v.labels.outcome, v.value])).toEqual([
      ['retry', 1],
      ['failed', 1],
    ]);
    expect(lines).toEqual([
      `warn Job mail/send-mail ${JOB_ID} failed (attempt 1/2): Can't send mail - all recipients were rejected: 550 5.1.1 <[e-mail]>: Recipient address rejected; will retry`,
      `error Job mail/send-mail ${JOB_ID} failed (attempt 2/2): Can't send mail - all recipients were rejected: 550 5.1.1 <[e-mail]>: Recipient address rejected; giving up`,
    ]);
    expect(lines.join('\n')).not.toMatch(VISITOR);
    // The whole reason stays on the outbox row, beside the payload.
    expect(recordFailure).toHaveBeenLastCalledWith(JOB_ID, 2, refusal.message, true);
  });

  it("logs a failed query's class and SQLSTATE, not the values of its parameters", async () => {
    const failed = new DrizzleQueryError(
      'update "pdf_documents" set "status" = $1 where "subject" = $2',
      ['failed', 'ANA GÓMEZ <ana.gomez@example.com> 3001234567'],
      Object.assign(new Error('value too long'), { code: '22001' }),
    );
    await expect(runnerFailingWith(failed).runner.run(job(1))).rejects.toThrow(JobFailedError);
    expect(lines).toEqual([
      `warn Job mail/send-mail ${JOB_ID} failed (attempt 1/2): DrizzleQueryError (SQLSTATE 22001); will retry`,
    ]);
    expect(lines.join('\n')).not.toMatch(VISITOR);
  });

  it('redacts a phone number in any other reason', async () => {
    await expect(
      runnerFailingWith(new Error('Número +57 300 123 4567 no válido')).runner.run(job(1)),
    ).rejects.toThrow(JobFailedError);
    expect(lines.join('\n')).toContain(`${JOB_ID} failed (attempt 1/2): Número [teléfono] no válido`);
    expect(lines.join('\n')).not.toMatch(VISITOR);
  });
});
