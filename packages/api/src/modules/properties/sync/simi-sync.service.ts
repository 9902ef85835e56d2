import { Injectable, Logger } from '@nestjs/common';
import { logSafeError } from '../../../infra/logging/log-safe-error';
import { copyShortfall } from '../simi/simi-copy.guard';
import { SIMI_MAX_PAGE_SIZE, SimiPropertySource } from '../simi/simi-property.source';
import { SimiCatalogRepository } from './simi-catalog.repository';
import { SimiCopyStatus } from './simi-copy.status';

/** Longer than any sync; a crashed sync's lease expires after it. */
const LEASE_MS = 60 * 60 * 1000;
/** Details copied per run (photos, features, advisor), oldest first: the rest come in the next runs. */
export const DETAILS_PER_RUN = 300;
const DETAIL_CONCURRENCY = 3;
/** A detail copied longer ago than this is refreshed by the sync's detail pass. */
const DETAIL_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Guard against an endless paging loop if SIMI ignores `limite`. */
const MAX_PAGES = 1000;

export interface SimiSyncOutcome {
  readonly listings: number;
  readonly withdrawn: number;
  readonly pages: number;
  /** The card pass: after it the copy answers searches. */
  readonly durationMs: number;
  readonly details: number;
  readonly detailsFailed: number;
  readonly detailsMs: number;
}

/**
 * Copies SIMI's whole inventory into the catalog tables: every page of the search at SIMI's page-size
 * limit (oldest first), listings not seen any more marked withdrawn, then a bounded pass over details.
 * One sync at a time across processes (a lease row). SIMI failing midway leaves the last copy as it was.
 */
@Injectable()
export class SimiSyncService {
  private readonly logger = new Logger('SimiSync');

  constructor(
    private readonly simi: SimiPropertySource,
    private readonly repository: SimiCatalogRepository,
    private readonly status: SimiCopyStatus,
  ) {}

  /** null when another process holds the lease. Rejects when SIMI fails (the copy is kept). */
  async run(options: { details?: number; signal?: AbortSignal } = {}): Promise<SimiSyncOutcome | null> {
    const started = new Date();
    if (!(await this.repository.acquireLease(started, LEASE_MS))) {
      this.logger.log('Another process is syncing SIMI; this run is skipped');
      return null;
    }
    let listings = 0;
    let pages = 0;
    let withdrawn = 0;
    let cards = 0;
    let unplaced = 0;
    try {
      let total: number | null = null;
      for (let page = 1; page <= MAX_PAGES; page++) {
        options.signal?.throwIfAborted();
        const result = await this.simi.inventoryPage(page, SIMI_MAX_PAGE_SIZE);
        pages = page;
        total ??= result.total;
        if (page === 1 && result.received > 0) {
          const removed = await this.repository.removeSeeded();
          if (removed > 0) this.logger.log(`Removed ${removed} seeded listings: the catalog now copies SIMI`);
        }
        listings += await this.repository.upsertListings(
          result.listings,
          this.simi.normalizeOptions,
          started,
        );
        cards += result.listings.length;
        unplaced += result.unplaced.length;
        const read = (page - 1) * SIMI_MAX_PAGE_SIZE + result.received;
        if (result.received < SIMI_MAX_PAGE_SIZE || (total !== null && read >= total)) break;
      }
      if (unplaced > 0)
        this.logger.warn(`${unplaced} SIMI listing(s) could not be placed and were not copied`);
      const shortfall = copyShortfall({ reported: total, copied: cards, unplaced });
      if (shortfall) throw new Error(`${shortfall}; the copy is not marked ready and nothing is withdrawn`);
      withdrawn = await this.repository.markWithdrawn(started);
      const durationMs = Date.now() - started.getTime();
      await this.repository.finish({ listings, withdrawn, durationMs });
      this.status.invalidate();
      this.logger.log(
        `SIMI synced: ${listings} listings from ${pages} page(s), ${withdrawn} withdrawn, in ${durationMs} ms`,
      );
      const details = await this.copyDetails(options.details ?? DETAILS_PER_RUN, options.signal);
      return { listings, withdrawn, pages, durationMs, ...details };
    } catch (error) {
      const message = logSafeError(error);
      await this.repository.fail(message).catch(() => undefined);
      this.status.invalidate();
      this.logger.warn(`SIMI sync failed after ${pages} page(s); the last copy is kept: ${message}`);
      throw error;
    }
  }

  /** Copies the details never copied, then the oldest ones, a few at a time (SIMI is slow). */
  private async copyDetails(
    limit: number,
    signal?: AbortSignal,
  ): Promise<{ details: number; detailsFailed: number; detailsMs: number }> {
    const started = Date.now();
    if (limit <= 0) return { details: 0, detailsFailed: 0, detailsMs: 0 };
    const codes = await this.repository.codesNeedingDetail(limit, new Date(started - DETAIL_MAX_AGE_MS));
    let details = 0;
    let detailsFailed = 0;
    const queue = [...codes];
    const lane = async () => {
      for (let code = queue.shift(); code !== undefined && !signal?.aborted; code = queue.shift()) {
        try {
          await this.simi.findByCode(code);
          details++;
        } catch {
          detailsFailed++;
        }
      }
    };
    await Promise.all(Array.from({ length: DETAIL_CONCURRENCY }, lane));
    if (codes.length > 0)
      this.logger.log(
        `SIMI details copied: ${details}, failed ${detailsFailed}, in ${Date.now() - started} ms`,
      );
    return { details, detailsFailed, detailsMs: Date.now() - started };
  }
}
