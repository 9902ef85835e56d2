import { Injectable } from '@nestjs/common';
import { SimiCatalogRepository, type SimiSyncState } from './simi-catalog.repository';

/** How long a gateway trusts its last read of the sync state (other processes may finish a sync). */
const STATE_TTL_MS = 5000;

export interface SimiCopyHealth {
  /** A full sync has finished: search, featured and similar are answered from the copy. */
  readonly ready: boolean;
  readonly lastSyncAt: string | null;
  /** Seconds since the last full sync finished; null before the first. */
  readonly ageSeconds: number | null;
  readonly listings: number;
  /** How long the last full sync's card pass took. */
  readonly durationMs: number | null;
  readonly lastErrorAt: string | null;
  readonly lastError: string | null;
}

/** Whether the SIMI copy exists, and how old it is (health, readiness, the source switch). */
@Injectable()
export class SimiCopyStatus {
  private cached: { state: SimiSyncState | null; at: number } | undefined;

  constructor(private readonly repository: SimiCatalogRepository) {}

  async ready(): Promise<boolean> {
    return (await this.state())?.finishedAt != null;
  }

  async health(now = new Date()): Promise<SimiCopyHealth> {
    const state = await this.state();
    const finishedAt = state?.finishedAt ?? null;
    return {
      ready: finishedAt !== null,
      lastSyncAt: finishedAt?.toISOString() ?? null,
      ageSeconds: finishedAt ? Math.max(0, Math.round((now.getTime() - finishedAt.getTime()) / 1000)) : null,
      listings: state?.listings ?? 0,
      durationMs: state?.durationMs ?? null,
      lastErrorAt: state?.lastErrorAt?.toISOString() ?? null,
      lastError: state?.lastError ?? null,
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
