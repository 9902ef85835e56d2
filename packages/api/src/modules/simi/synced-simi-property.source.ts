import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type City,
  type Department,
  type Neighbourhood,
  type PropertyCard,
  type PropertyDetail,
} from '@inmo/contracts';
import { CACHE_STORE, type CacheStore } from '#src/infra/cache/cache.store';
import { logSafeError } from '#src/infra/logging/log-safe-error';
import { LocalPropertySource } from '../catalog/local-property.source';
import {
  type ChangedPage,
  type PointsJson,
  type PropertySource,
  type SourcePage,
  type SourceSearch,
} from '../catalog/property-source';
import { SimiPropertySource, type SimiLiveSource } from './simi-property.source';
import { SimiCatalogRepository } from './sync/simi-catalog.repository';
import { SimiCopyStatus } from './simi-copy.status';
import { SimiDetailWriter } from './sync/simi-detail.writer';

/** One SIMI detail call per listing per this many seconds, however many visitors open it. */
export const DETAIL_REFRESH_TTL_SECONDS = 300;
/** A listing withdrawn less than this long ago is asked of SIMI again before its page answers not found. */
export const RECHECK_WITHDRAWN_MS = 24 * 60 * 60 * 1000;
/** Refreshes in flight per gateway; beyond it a read serves the copy without one (the sync keeps it fresh). */
export const MAX_REFRESHES_IN_FLIGHT = 4;

/**
 * PROPERTY_SOURCE=simi as visitors see it: once a full sync has finished, search, featured, similar
 * (a search) and the places come from the copy in the catalog tables, at the local catalog's speed,
 * through the local source's own queries. The detail is read from the copy and refreshed from SIMI in the
 * background (stale-while-revalidate through the cached proxy). Before the first sync everything goes
 * through the SIMI proxy, as without a copy.
 */
@Injectable()
export class SyncedSimiPropertySource implements PropertySource {
  readonly name = 'simi' as const;
  private readonly logger = new Logger('SimiCopy');
  private readonly refreshing = new Set<Promise<void>>();

  constructor(
    private readonly local: LocalPropertySource,
    private readonly simi: SimiPropertySource,
    private readonly status: SimiCopyStatus,
    private readonly catalog: SimiCatalogRepository,
    private readonly details: SimiDetailWriter,
    @Inject(CACHE_STORE) private readonly cache: CacheStore,
  ) {}

  /** The source that answers lists now: the copy once it exists, else the proxy. */
  private async lists(): Promise<SimiLiveSource> {
    return (await this.status.ready()) ? this.local : this.simi;
  }

  async search(query: SourceSearch): Promise<SourcePage> {
    return (await this.lists()).search(query);
  }

  async points(query: SourceSearch, limit: number): Promise<PointsJson> {
    return (await this.lists()).points(query, limit);
  }

  async changedSince(query: SourceSearch, since: Date, until: Date, limit: number): Promise<ChangedPage> {
    return (await this.lists()).changedSince(query, since, until, limit);
  }

  async featured(limit: number): Promise<PropertyCard[]> {
    return (await this.lists()).featured(limit);
  }

  async findByCode(code: string): Promise<PropertyDetail | null> {
    if (!(await this.status.ready())) return this.details.findByCode(code);
    const copy = await this.local.findByCode(code);
    if (copy) {
      this.refreshInBackground(code);
      return copy;
    }
    // Withdrawn over a day ago: the spec's not found without asking SIMI. A recent withdrawal is asked
    // again (SIMI comes back to a listing the sync took for gone, and its detail reinstates it).
    const withdrawnAt = await this.catalog.withdrawnAt(code);
    if (withdrawnAt && Date.now() - withdrawnAt.getTime() > RECHECK_WITHDRAWN_MS) return null;
    // Listed after the last sync (or never): only SIMI knows.
    return this.details.findByCode(code);
  }

  async departments(): Promise<Department[]> {
    return (await this.lists()).departments();
  }

  async cities(departmentId: number): Promise<City[] | null> {
    return (await this.lists()).cities(departmentId);
  }

  async allCities(): Promise<City[]> {
    return (await this.lists()).allCities();
  }

  async neighbourhoods(cityId: number): Promise<Neighbourhood[] | null> {
    return (await this.lists()).neighbourhoods(cityId);
  }

  /** Resolves when every background refresh started so far has ended (tests, benchmarks, shutdown). */
  async settled(): Promise<void> {
    while (this.refreshing.size > 0) await Promise.allSettled([...this.refreshing]);
  }

  private refreshInBackground(code: string): void {
    if (this.refreshing.size >= MAX_REFRESHES_IN_FLIGHT) return;
    const refresh = this.cache
      .wrap(
        `properties:simi-refresh:${code}`,
        DETAIL_REFRESH_TTL_SECONDS,
        async () => {
          // Writes the fresh detail into the copy (or withdraws the code).
          await this.details.findByCode(code);
          return true;
        },
        { staleTtlSeconds: 0 },
      )
      .then(
        () => undefined,
        (error: unknown) =>
          this.logger.debug(`Detail refresh of ${code} failed, the copy is served: ${logSafeError(error)}`),
      )
      .finally(() => this.refreshing.delete(refresh));
    this.refreshing.add(refresh);
  }
}
