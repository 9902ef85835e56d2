import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, APP_ROLE, type AppConfig, type AppRole } from '#src/config/config.schema';
import { RepeatingJob } from '#src/infra/queue/repeating-job';
import { SearchAlertDigestService } from './search-alert-digest.service';

export const SEARCH_ALERT_QUEUE = 'search-alerts';

/** Checks for due alert digests every ALERT_DIGEST_INTERVAL_MINUTES (BullMQ worker, or the embedded gateway). */
@Injectable()
export class SearchAlertDigestScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job: RepeatingJob;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(APP_ROLE) role: AppRole,
    digest: SearchAlertDigestService,
  ) {
    this.job = new RepeatingJob(
      {
        queue: SEARCH_ALERT_QUEUE,
        schedulerId: 'search-alert-digest',
        jobName: 'digest',
        everyMs: config.ALERT_DIGEST_INTERVAL_MINUTES * 60 * 1000,
        lockMs: 10 * 60 * 1000,
        firstRunAfterMs: 5000,
        run: () => digest.run(),
      },
      config,
      role,
    );
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }
}
