import { type JobContext, type JobProcessor, Processor } from '../queue/job-processor';
import { JOBS, QUEUES } from '../queue/queue.constants';
import { PdfService } from './pdf.service';

@Processor(QUEUES.pdf, JOBS.renderPdf)
export class RenderPdfProcessor implements JobProcessor {
  constructor(private readonly pdf: PdfService) {}

  handle(payload: unknown, job: JobContext): Promise<void> {
    return this.pdf.process(payload, job);
  }
}
