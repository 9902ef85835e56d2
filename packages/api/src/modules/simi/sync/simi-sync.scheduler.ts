import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG, APP_ROLE, type AppConfig, type AppRole } from '#src/config/config.schema';
import { RepeatingJob } from '#src/infra/queue/repeating-job';
import { MetricsService } from '#src/infra/metrics/metrics.service';
import { SimiCopyStatus } from '../simi-copy.status';
import { SimiSyncService } from './simi-sync.service';

export const SIMI_SYNC_QUEUE = 'simi-sync';
/** A sync job may run for many minutes at SIMI's pace: BullMQ must not think its worker died. */
const SYNC_LOCK_MS = 10 * 60 * 1000;

/** Runs the SIMI sync every SIMI_SYNC_INTERVAL_MINUTES with PROPERTY_SOURCE=simi, and once at start. */
@Injectable()
export class SimiSyncScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SimiSync');
  private readonly job: RepeatingJob;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_ROLE) role: AppRole,
    sync: SimiSyncService,
    status: SimiCopyStatus,
    metrics: MetricsService,
  ) {
    if (config.PROPERTY_SOURCE === 'simi')
      metrics.gauge(
        'inmo_simi_copy_age_seconds',
        "Seconds since the last SIMI sync finished (none before the first): the catalog's age",
        [],
        async (set) => {
          const { ageSeconds } = await status.health();
          if (ageSeconds !== null) set({}, ageSeconds);
        },
      );
    this.job = new RepeatingJob(
      {
        queue: SIMI_SYNC_QUEUE,
        schedulerId: 'simi-full-sync',
        jobName: 'full-sync',
        everyMs: config.SIMI_SYNC_INTERVAL_MINUTES * 60 * 1000,
        lockMs: SYNC_LOCK_MS,
        firstRunAfterMs: 1000,
        // A failed run fails its job: BullMQ tries it again (it resumes at its cursor), then the next interval.
        run: (signal) => sync.run({ signal }),
        attempts: 3,
        backoffMs: 60_000,
      },
      config,
      role,
    );
  }

  onApplicationBootstrap(): void {
    if (this.config.PROPERTY_SOURCE !== 'simi') return;
    this.job.start();
    this.logger.log(`SIMI sync every ${this.config.SIMI_SYNC_INTERVAL_MINUTES} min`);
  }

  /** Before the database closes: a running sync stops at its next page. */
  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }
}
