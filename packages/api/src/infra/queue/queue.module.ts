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
import { MetricsService } from '../metrics/metrics.service';
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
    metrics: MetricsService,
    outbox: OutboxRepository,
  ) {
    // Read when /metrics is: a query to Redis (or the in-process queue's counts) and one to the database.
    metrics.gauge(
      'inmo_queue_jobs',
      'Jobs in the queue by state: waiting, active, delayed and failed (kept after their last try) with Redis; waiting and active in process',
      ['queue', 'state'],
      async (set) => {
        for (const { queue, state, count } of await this.queue.depth()) set({ queue, state }, count);
      },
    );
    metrics.gauge(
      'inmo_outbox_rows',
      'Outbox rows not done, by queue and status: pending (not yet handed to the queue), relayed (in the queue), failed (gave up)',
      ['queue', 'status'],
      async (set) => {
        for (const { queue, status, count } of await outbox.depth()) set({ queue, status }, count);
      },
    );
  }

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
