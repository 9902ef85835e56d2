import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { type Redis } from 'ioredis';
import { REDIS_CLIENT } from '#src/infra/cache/redis.connection';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { DB, type Database } from '#src/infra/db/database';
import { stuckWork } from '#src/infra/db/transaction-scope';
import { MetricsService } from '#src/infra/metrics/metrics.service';
import { FileStorage, type StorageHealth } from '#src/infra/storage/file-storage.service';
import { PagesService, type PagesHealth } from '../pages/pages.service';
import { SimiCopyStatus, type SimiCopyHealth } from '../simi/simi-copy.status';

export type CheckState = 'up' | 'down' | 'not-configured';

export interface Readiness {
  readonly ready: boolean;
  readonly checks: {
    readonly database: CheckState;
    readonly redis: CheckState;
    /** Whether the gateway's pages render (see PagesService.health): all 500s must take it out of service. */
    readonly pages: PagesHealth;
    /** Whether the file store (uploads, PDFs) takes files; down does not make the gateway unready. */
    readonly storage: StorageHealth;
  };
  /** PROPERTY_SOURCE=simi: the synced copy the site answers from (its age grows while SIMI is down). */
  readonly simiCopy?: SimiCopyHealth;
}

/** Readiness must answer quickly even when a dependency hangs. */
const CHECK_TIMEOUT_MS = 1000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** How long the file store's answer stands (see checkStorage). */
export const STORAGE_ANSWER_MS = 1000;

@Injectable()
export class HealthService {
  private storageCheck: { at: number; answer: Promise<StorageHealth> } | undefined;

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'PROPERTY_SOURCE' | 'DB_STUCK_AFTER_MS'>,
    private readonly simiCopy: SimiCopyStatus,
    private readonly pages: PagesService,
    private readonly storage: FileStorage,
    metrics: MetricsService,
  ) {
    // Readiness stays 200 with the store down: this gauge (and checks.storage) is where monitors see it.
    metrics.gauge(
      'inmo_file_storage_up',
      'Whether the file store (uploads, PDFs) takes files now: 1 up, 0 down',
      [],
      async (set) => set({}, (await this.checkStorage()) === 'up' ? 1 : 0),
    );
  }

  async readiness(): Promise<Readiness> {
    const [database, redis, pages, storage] = await Promise.all([
      this.checkDatabase(),
      this.checkRedis(),
      this.pages.health(),
      this.checkStorage(),
    ]);
    const simiCopy = database === 'up' ? await this.copy() : undefined;
    // SIMI down does not make the gateway unready: it serves the last copy (or the proxy's stale answers).
    // Nor does the file store: only forms with files need it (they answer 503), and every replica shares it,
    // so taking them all out would take search and property pages down with it. Workers keep beating too.
    return {
      ready: database === 'up' && redis !== 'down' && pages !== 'down',
      checks: { database, redis, pages, storage },
      ...(simiCopy ? { simiCopy } : {}),
    };
  }

  /** The SIMI copy's state, or undefined with the local source (or when the database does not answer). */
  async copy(): Promise<SimiCopyHealth | undefined> {
    if (this.config.PROPERTY_SOURCE !== 'simi') return undefined;
    try {
      return await withTimeout(this.simiCopy.health(), CHECK_TIMEOUT_MS);
    } catch {
      return undefined;
    }
  }

  /** Down while a transaction or query is stuck: on PGlite everything waits behind it, on PostgreSQL a connection. */
  private async checkDatabase(): Promise<CheckState> {
    if (stuckWork(this.config.DB_STUCK_AFTER_MS).length > 0) return 'down';
    try {
      await withTimeout(this.db.execute(sql`select 1`), CHECK_TIMEOUT_MS);
      return 'up';
    } catch {
      return 'down';
    }
  }

  /**
   * One store check at a time, its answer kept STORAGE_ANSWER_MS: readiness is public and each check is a
   * request to the store (S3's HeadBucket), which a flood of probes must not multiply. The request is cut at
   * the checks' limit, so a hanging store leaves none behind.
   */
  private checkStorage(): Promise<StorageHealth> {
    const now = Date.now();
    if (this.storageCheck && now - this.storageCheck.at < STORAGE_ANSWER_MS) return this.storageCheck.answer;
    const answer = withTimeout(
      this.storage.health(AbortSignal.timeout(CHECK_TIMEOUT_MS)),
      CHECK_TIMEOUT_MS,
    ).catch((): StorageHealth => 'down');
    this.storageCheck = { at: now, answer };
    return answer;
  }

  private async checkRedis(): Promise<CheckState> {
    if (!this.redis) return 'not-configured';
    // Not connected means down: queuing a PING until reconnection would only delay the answer.
    if (this.redis.status !== 'ready') return 'down';
    try {
      return (await withTimeout(this.redis.ping(), CHECK_TIMEOUT_MS)) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }
}
