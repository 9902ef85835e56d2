import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { SimiCatalogRepository, cursorOf, type SimiSyncState } from './sync/simi-catalog.repository';

/** How long a gateway trusts its last read of the sync state (other processes may finish a sync). */
const STATE_TTL_MS = 5000;

/** The read in progress, as health shows it. */
export interface SimiSyncProgress {
  readonly mode: 'full' | 'incremental';
  readonly pagesRead: number;
  /** Page 1's `fin`; null before page 1. */
  readonly pages: number | null;
  readonly rowsRead: number;
  readonly total: number | null;
  /** Rough time left of a full read at the pace of its pages so far; null when unknown. */
  readonly secondsLeft: number | null;
  /** A run holds the lease now (else the read waits for the next run to resume it). */
  readonly running: boolean;
}

export interface SimiCopyHealth {
  /**
   * `building` until the first read finishes; `ready` once it has; `stale` when the last finished read is
   * older than two sync intervals (SIMI failing, or the worker down).
   */
  readonly state: 'building' | 'ready' | 'stale';
  /** A full sync has finished: search, featured and similar are answered from the copy. */
  readonly ready: boolean;
  readonly lastSyncAt: string | null;
  /** Seconds since the last sync finished; null before the first. */
  readonly ageSeconds: number | null;
  readonly listings: number;
  /** How long the last sync's card pass took. */
  readonly durationMs: number | null;
  /** End of the last complete full read (the one that may withdraw listings). */
  readonly lastFullSyncAt: string | null;
  readonly lastErrorAt: string | null;
  readonly lastError: string | null;
  /** The read in progress, or null. */
  readonly progress: SimiSyncProgress | null;
}

/** Whether the SIMI copy exists, and how old it is (health, readiness, the source switch). */
@Injectable()
export class SimiCopyStatus {
  private cached: { state: SimiSyncState | null; at: number } | undefined;

  constructor(
    private readonly repository: SimiCatalogRepository,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'SIMI_SYNC_INTERVAL_MINUTES'>,
  ) {}

  async ready(): Promise<boolean> {
    return (await this.state())?.finishedAt != null;
  }

  async health(now = new Date()): Promise<SimiCopyHealth> {
    const state = await this.state();
    const finishedAt = state?.finishedAt ?? null;
    const ageSeconds = finishedAt
      ? Math.max(0, Math.round((now.getTime() - finishedAt.getTime()) / 1000))
      : null;
    const staleAfter = 2 * this.config.SIMI_SYNC_INTERVAL_MINUTES * 60;
    return {
      state: ageSeconds === null ? 'building' : ageSeconds > staleAfter ? 'stale' : 'ready',
      ready: finishedAt !== null,
      lastSyncAt: finishedAt?.toISOString() ?? null,
      ageSeconds,
      listings: state?.listings ?? 0,
      durationMs: state?.durationMs ?? null,
      lastFullSyncAt: state?.fullFinishedAt?.toISOString() ?? null,
      lastErrorAt: state?.lastErrorAt?.toISOString() ?? null,
      lastError: state?.lastError ?? null,
      progress: progressOf(state, now),
    };
  }

  /** Forgets the cached state (after this process finished a sync). */
  invalidate(): void {
    this.cached = undefined;
  }

  private async state(): Promise<SimiSyncState | null> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < STATE_TTL_MS) return this.cached.state;
    const state = await this.repository.state();
    this.cached = { state, at: now };
    return state;
  }
}

function progressOf(state: SimiSyncState | null, now: Date): SimiSyncProgress | null {
  const cursor = cursorOf(state);
  if (!cursor) return null;
  const pagesRead = cursor.page - 1;
  const secondsLeft =
    cursor.mode === 'full' && cursor.pages !== null && pagesRead > 0
      ? Math.round(((cursor.pages - pagesRead) * cursor.readMs) / pagesRead / 1000)
      : null;
  return {
    mode: cursor.mode,
    pagesRead,
    pages: cursor.pages,
    rowsRead: cursor.rows,
    total: cursor.total,
    secondsLeft,
    running: state?.leaseUntil != null && state.leaseUntil > now,
  };
}
