import { MetricsService } from '../metrics/metrics.service';
import { type JobContext, type JobProcessor, Processor } from '../queue/job-processor';
import { JOBS, QUEUES } from '../queue/queue.constants';
import { MailService } from './mail.service';

@Processor(QUEUES.mail, JOBS.sendMail)
export class SendMailProcessor implements JobProcessor {
  constructor(
    private readonly mail: MailService,
    private readonly metrics: MetricsService,
  ) {}

  async handle(payload: unknown, job: JobContext): Promise<void> {
    const message = payload as Parameters<MailService['send']>[0];
    // The template names the kind of mail (a fixed set); a payload without one is counted as unknown.
    const template = typeof message?.template === 'string' ? message.template : 'unknown';
    try {
      await this.mail.send(message, job.id);
    } catch (error) {
      this.metrics.mails.inc({ template, outcome: 'failed' });
      throw error;
    }
    this.metrics.mails.inc({ template, outcome: 'sent' });
  }
}
