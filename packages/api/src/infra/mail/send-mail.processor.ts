import { type JobContext, type JobProcessor, Processor } from '../queue/job-processor';
import { JOBS, QUEUES } from '../queue/queue.constants';
import { MailService } from './mail.service';

@Processor(QUEUES.mail, JOBS.sendMail)
export class SendMailProcessor implements JobProcessor {
  constructor(private readonly mail: MailService) {}

  async handle(payload: unknown, job: JobContext): Promise<void> {
    await this.mail.send(payload as Parameters<MailService['send']>[0], job.id);
  }
}
