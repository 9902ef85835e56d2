import {
  Global,
  Inject,
  Logger,
  Module,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG, APP_ROLE, type AppConfig, type AppRole } from '#src/config/config.schema';
import { BullMqJobQueue } from './drivers/bullmq.job-queue';
import { InProcessJobQueue } from './drivers/in-process.job-queue';
import { type JobQueue } from './job-queue';
import { JobRunner } from './job.runner';
import { OutboxRetention } from './outbox-retention.service';
import { OutboxRelay } from './outbox.relay';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { ProcessorRegistry } from './processor.registry';
import { JOB_QUEUE } from './queue.constants';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    ProcessorRegistry,
    OutboxRepository,
    JobRunner,
    {
      provide: JOB_QUEUE,
      inject: [APP_CONFIG, JobRunner],
      useFactory: (config: AppConfig, runner: JobRunner): JobQueue => {
        const policy = {
          attempts: config.JOB_ATTEMPTS,
          backoffMs: config.JOB_BACKOFF_MS,
          lockMs: config.JOB_LOCK_MS,
        };
        return config.REDIS_URL
          ? new BullMqJobQueue(config.REDIS_URL, `${config.REDIS_PREFIX}bull`, runner, policy)
          : new InProcessJobQueue(runner, policy);
      },
    },
    OutboxRelay,
    OutboxService,
    OutboxRetention,
  ],
  exports: [JOB_QUEUE, OutboxService],
})
export class QueueModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Queue');

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_ROLE) private readonly role: AppRole,
  ) {}

  /** BullMQ jobs are consumed by workers; the in-process queue runs wherever it lives. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.queue.driver === 'in-process') {
      await this.queue.startConsuming();
      this.logger.log('Jobs run in this process (no REDIS_URL)');
    } else if (this.role === 'worker') {
      await this.queue.startConsuming();
    }
  }

  /** Before the database and Redis clients close (they do in onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
