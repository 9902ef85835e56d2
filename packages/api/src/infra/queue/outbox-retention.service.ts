import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { logSafeError } from '../logging/log-safe-error';
import { OutboxRepository } from './outbox.repository';

export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The first sweep waits until the start (migrations, seeding, first requests) is over. */
const FIRST_SWEEP_AFTER_MS = 60 * 1000;
const BATCH_SIZE = 500;

/**
 * Empties the payload of done outbox rows after JOB_PAYLOAD_RETENTION_DAYS: the payload is a copy of
 * the visitor data a job needed (names, addresses, phones, request details), and once the mail is sent
 * or the PDF rendered it serves no purpose (Decreto 1377 art. 11); the submission's own tables keep what
 * the agency needs. The row itself stays (queue, job, attempts, times). Failed rows keep their payload
 * for a retry by hand. Runs in every gateway and worker, with either queue driver: the SQL is
 * idempotent and concurrent sweeps skip each other's rows.
 */
@Injectable()
export class OutboxRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRetention.name);
  private readonly timers: NodeJS.Timeout[] = [];
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () => void this.sweep();
    this.timers.push(setTimeout(tick, FIRST_SWEEP_AFTER_MS), setInterval(tick, RETENTION_SWEEP_INTERVAL_MS));
    for (const timer of this.timers) timer.unref();
  }

  /** Before the database closes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    await this.running;
  }

  /** Clears every payload past the retention (in batches); resolves with how many. Never rejects. */
  sweep(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.running ??= this.clear().finally(() => (this.running = undefined));
    return this.running;
  }

  private async clear(): Promise<number> {
    const days = this.config.JOB_PAYLOAD_RETENTION_DAYS;
    let total = 0;
    try {
      for (;;) {
        const cleared = await this.outbox.clearDonePayloads(days, BATCH_SIZE);
        total += cleared;
        if (cleared < BATCH_SIZE || this.stopped) break;
      }
    } catch (error) {
      this.logger.warn(`Outbox retention sweep failed, retried in an hour: ${logSafeError(error)}`);
    }
    if (total > 0)
      this.logger.log(`Emptied the payload of ${total} done job(s) finished over ${days} day(s) ago`);
    return total;
  }
}
