import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { forEachConcurrently } from '#src/infra/concurrency/for-each-concurrently';
import { logSafeError } from '#src/infra/logging/log-safe-error';
import { MetricsService } from '#src/infra/metrics/metrics.service';
import { copyShortfall } from '../simi-copy.guard';
import { SimiPropertySource } from '../simi-property.source';
import { UpstreamError } from '#src/infra/http/upstream.error';
import { SimiCatalogRepository, cursorOf, type SimiSyncCursor } from './simi-catalog.repository';
import { SimiCopyStatus } from '../simi-copy.status';
import { SimiDetailWriter } from './simi-detail.writer';
import { type SimiInventoryPage } from '../simi-inventory-page';
import { type SimiListing } from '../simi.normalizers';

/** Details copied per run (photos, features, advisor): new and changed listings first, then the oldest. */
export const DETAILS_PER_RUN = 300;
/** SIMI answers 10 details in parallel as fast as one. */
export const DETAIL_CONCURRENCY = 10;
/** A detail copied longer ago than this is refreshed by the sync's detail pass. */
const DETAIL_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Attempts per page (the first and three retries with backoff) before the run fails, its cursor kept. */
const PAGE_ATTEMPTS = 4;
/** Guard against an endless paging loop if SIMI's `fin` is absurd. */
const MAX_PAGES = 5000;

/** The run lost its lease (it outlived it, and another run took over): it stops writing at once. */
export class SimiLeaseLostError extends Error {
  constructor() {
    super('The SIMI sync lease was taken over by another run; this run stopped writing');
  }
}

export interface SimiSyncOutcome {
  readonly mode: 'full' | 'incremental';
  /** Catalog rows written by this run's pages (a resumed read counts the pages it read itself). */
  readonly listings: number;
  readonly withdrawn: number;
  /** Pages read by this run. */
  readonly pages: number;
  /** The read was complete (rows and pages as page 1 announced): only then were absences looked at. */
  readonly complete: boolean;
  /** The card pass: after it the copy answers searches. */
  readonly durationMs: number;
  readonly details: number;
  readonly detailsFailed: number;
  readonly detailsMs: number;
}

interface RunContext {
  readonly id: string;
  readonly leaseMs: number;
  readonly signal: AbortSignal | undefined;
}

/**
 * Copies SIMI's inventory into the catalog tables. The first read, and one every
 * SIMI_SYNC_FULL_INTERVAL_HOURS, is full (oldest first, page by page); the runs between read the
 * newest-modified cards until the last run's mark. Every page renews the run's lease and saves its
 * cursor, so a crash or a failed page resumes where it stopped. Listings are withdrawn only after a
 * complete full read, each absence confirmed by its detail, at most SIMI_SYNC_MAX_WITHDRAWALS per run.
 * One run at a time across processes: the lease names its run, and a run that lost it stops writing.
 */
@Injectable()
export class SimiSyncService {
  private readonly logger = new Logger('SimiSync');
  private readonly pageSize: number;
  private readonly timeoutMs: number;
  /** Renewed before every page attempt: one attempt plus the writes after it fit in twice the timeout. */
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;

  constructor(
    private readonly simi: SimiPropertySource,
    private readonly repository: SimiCatalogRepository,
    private readonly status: SimiCopyStatus,
    private readonly details: SimiDetailWriter,
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG)
    private readonly config: Pick<
      AppConfig,
      | 'SIMI_SYNC_TIMEOUT_MS'
      | 'SIMI_SYNC_PAGE_SIZE'
      | 'SIMI_SYNC_FULL_INTERVAL_HOURS'
      | 'SIMI_SYNC_MAX_WITHDRAWALS'
    >,
  ) {
    this.pageSize = config.SIMI_SYNC_PAGE_SIZE;
    this.timeoutMs = config.SIMI_SYNC_TIMEOUT_MS;
    this.leaseMs = 2 * config.SIMI_SYNC_TIMEOUT_MS + 10_000;
    this.retryBaseMs = Math.min(5000, Math.round(config.SIMI_SYNC_TIMEOUT_MS / 10));
  }

  /**
   * null when another run holds the lease. Rejects when SIMI fails past the page's retries (the copy is
   * kept and the cursor saved: the next run resumes), or when the run lost its lease.
   */
  async run(
    options: { details?: number; signal?: AbortSignal; full?: boolean } = {},
  ): Promise<SimiSyncOutcome | null> {
    const started = new Date();
    const run: RunContext = { id: randomUUID(), leaseMs: this.leaseMs, signal: options.signal };
    if (!(await this.repository.acquireLease(run.id, started, run.leaseMs))) {
      this.logger.log('Another process is syncing SIMI; this run is skipped');
      this.metrics.simiSyncRuns.inc({ outcome: 'skipped' });
      return null;
    }
    let pages = 0;
    try {
      const state = await this.repository.state();
      let cursor = cursorOf(state);
      if (cursor && (cursor.pageSize !== this.pageSize || (options.full && cursor.mode !== 'full')))
        cursor = null;
      if (cursor) {
        this.logger.log(
          `Resuming the SIMI ${cursor.mode} read at page ${cursor.page}${cursor.pages ? ` of ${cursor.pages}` : ''}`,
        );
      } else {
        const fullDue =
          options.full === true ||
          !state?.fullFinishedAt ||
          !state.modifiedMark ||
          started.getTime() - state.fullFinishedAt.getTime() >=
            this.config.SIMI_SYNC_FULL_INTERVAL_HOURS * 3600_000;
        cursor = newCursor(fullDue ? 'full' : 'incremental', started, this.pageSize);
      }
      // Saved at once: health shows the read from its first page on.
      await this.renew(run, cursor);
      const previousMark = state?.modifiedMark ?? null;
      const read = await this.readPages(run, cursor, previousMark);
      pages = read.pages;
      let withdrawn = 0;
      if (read.complete) withdrawn = await this.withdrawAbsent(run, read.cursor.startedAt);
      const durationMs = Date.now() - started.getTime();
      await this.renew(run);
      const listings = await this.repository.liveListings();
      if (
        !(await this.repository.finish(run.id, {
          listings,
          withdrawn,
          durationMs,
          modifiedMark: maxMark(read.cursor.mark, previousMark),
          complete: read.complete,
        }))
      ) {
        throw new SimiLeaseLostError();
      }
      this.status.invalidate();
      this.logger.log(
        `SIMI ${read.mode} read done: ${read.listings} listing rows from ${read.pages} page(s), ` +
          `${read.complete ? `complete, ${withdrawn} withdrawn` : 'nothing withdrawn'}, in ${durationMs} ms`,
      );
      const details = await this.copyDetails(run, options.details ?? DETAILS_PER_RUN, read.changed);
      await this.repository.release(run.id);
      this.metrics.simiSyncRuns.inc({ outcome: 'done' });
      return {
        mode: read.mode,
        listings: read.listings,
        withdrawn,
        pages: read.pages,
        complete: read.complete,
        durationMs,
        ...details,
      };
    } catch (error) {
      const message = logSafeError(error);
      // A run that lost its lease writes nothing more, not even its failure.
      if (!(error instanceof SimiLeaseLostError))
        await this.repository.fail(run.id, message).catch(() => false);
      this.status.invalidate();
      this.metrics.simiSyncRuns.inc({ outcome: 'failed' });
      this.logger.warn(`SIMI sync failed after ${pages} page(s); the last copy is kept: ${message}`);
      throw error;
    }
  }

  /**
   * A full read: every page, oldest first, up to page 1's `fin`. An odd page (a short page before the
   * last, "Sin resultados" after page 1, no counts) is retried and then fails the run: never taken as the
   * end. An incremental read: newest-modified first until a card older than the last run's mark; a SIMI
   * that does not sort by fecha_modificacion (or sends none) cannot be read this way, and the run goes on
   * as a full read.
   */
  private async readPages(
    run: RunContext,
    start: SimiSyncCursor,
    previousMark: string | null,
  ): Promise<ReadResult> {
    const full = start.mode === 'full';
    // A card changed since the last run: an incremental read counts the mark's own second too (a card
    // edited in it after the last run read it is on this page); a full read counts later ones only.
    const changedSince = (modified: string | null | undefined) =>
      !previousMark || !modified || (full ? modified > previousMark : modified >= previousMark);
    let cursor = start;
    let listings = 0;
    let pages = 0;
    let unplaced = 0;
    const changed = new Set<string>();
    let newest = cursor.mark;
    while (!full || cursor.pages === null || cursor.page <= cursor.pages) {
      if (cursor.page > MAX_PAGES) throw new UpstreamError(`SIMI announced more than ${MAX_PAGES} pages`);
      const pageStarted = Date.now();
      const page = await this.readPage(run, cursor, full ? 'oldest' : 'modified', (result) => {
        if (result.empty && cursor.page > 1) return '"Sin resultados" after page 1';
        const last = cursor.pages ?? result.pageCount;
        if (full && !result.empty && cursor.page < last && result.received < cursor.pageSize)
          return `a short page (${result.received} of ${cursor.pageSize} rows) before the last`;
        return null;
      });
      if (page.empty) {
        // The whole agency with no listings is far likelier an outage: no copy is built or emptied on it.
        throw new UpstreamError('SIMI answered no listings at all; the last copy is kept');
      }
      if (!full) {
        const ordered = page.modified.every((m, i) => m !== null && (i === 0 || m <= page.modified[i - 1]!));
        const first = page.modified[0] ?? null;
        const continues = newest === null || first === null || first <= newest;
        if (!ordered || (cursor.page > 1 && !continues)) {
          this.logger.warn(
            'SIMI did not sort the search by fecha_modificacion (check SIMI_SORT_FIELD_MODIFIED): this run reads everything',
          );
          return this.readPages(run, newCursor('full', cursor.startedAt, cursor.pageSize), previousMark);
        }
      }
      if (full && cursor.page === 1 && page.received > 0) {
        const removed = await this.repository.removeSeeded();
        if (removed > 0) this.logger.log(`Removed ${removed} seeded listings: the catalog now copies SIMI`);
      }
      const modifiedOf = new Map(page.codes.map((code, i) => [code, page.modified[i] ?? null]));
      // A full read writes every card; an incremental one the changed ones.
      const written = full
        ? page.listings
        : page.listings.filter((l) => changedSince(modifiedOf.get(l.card.code)));
      listings += await this.repository.upsertListings(
        uniqueListings(written),
        this.simi.normalizeOptions,
        new Date(),
      );
      unplaced += page.unplaced.length;
      for (const [i, code] of page.codes.entries()) {
        if (code && changedSince(page.modified[i] ?? null)) changed.add(code);
      }
      pages++;
      newest = page.modified[page.modified.length - 1] ?? newest;
      // An incremental read stops at the first page that reaches the mark's second (its cards on that page
      // are written again): a bulk edit can give thousands of cards one fecha_modificacion, and reading them
      // all again would make every run a full read. The daily full read catches what this might miss.
      const reachedMark = previousMark !== null && page.modified.some((m) => m !== null && m <= previousMark);
      cursor = pastPage(cursor, page, Date.now() - pageStarted);
      await this.renew(run, cursor);
      if (full) this.logProgress(cursor);
      else if (reachedMark || cursor.page > (cursor.pages ?? 0)) break;
    }
    if (!full)
      return { mode: 'incremental', cursor, listings, pages, complete: false, changed: [...changed] };
    if (unplaced > 0) this.logger.warn(`${unplaced} SIMI listing(s) could not be placed and were not copied`);
    const copied = await this.repository.codesSeenSince(cursor.startedAt);
    const shortfall = copyShortfall({ reported: cursor.total, copied, unplaced });
    if (shortfall) {
      // Read to the end: the next run starts a new read rather than resuming this one.
      await this.renew(run, null);
      throw new UpstreamError(`${shortfall}; the copy is not marked ready and nothing is withdrawn`);
    }
    const complete = cursor.rows === cursor.total && cursor.page - 1 === cursor.pages;
    if (!complete) {
      this.logger.warn(
        `SIMI full read incomplete: ${cursor.rows} rows in ${cursor.page - 1} page(s), page 1 announced ` +
          `${cursor.total} in ${cursor.pages} (the inventory changed meanwhile?); nothing is withdrawn this run`,
      );
    }
    return { mode: 'full', cursor, listings, pages, complete, changed: [...changed] };
  }

  /** One page with the sync's timeout, retried with backoff; the lease is renewed before each attempt. */
  private async readPage(
    run: RunContext,
    cursor: SimiSyncCursor,
    order: 'oldest' | 'modified',
    oddity: (page: SimiInventoryPage) => string | null,
  ): Promise<SimiInventoryPage> {
    let lastError: unknown;
    for (let attempt = 0; attempt < PAGE_ATTEMPTS; attempt++) {
      if (attempt > 0) await sleep(this.retryBaseMs * 4 ** (attempt - 1), undefined, { signal: run.signal });
      run.signal?.throwIfAborted();
      await this.renew(run);
      try {
        const page = await this.simi.inventoryPage(cursor.page, cursor.pageSize, {
          order,
          timeoutMs: this.timeoutMs,
        });
        const odd = oddity(page);
        if (odd === null) return page;
        lastError = new UpstreamError(`SIMI answered ${odd}`);
      } catch (error) {
        lastError = error;
      }
      this.logger.warn(
        `SIMI page ${cursor.page} failed (attempt ${attempt + 1} of ${PAGE_ATTEMPTS}): ${logSafeError(lastError)}`,
      );
    }
    throw lastError instanceof Error ? lastError : new UpstreamError('SIMI page failed');
  }

  /**
   * Listings the complete read did not see, each asked of SIMI: only a detail answering "not found"
   * withdraws; a live one (offset paging shifted it past the read) is kept; an error keeps it too.
   */
  private async withdrawAbsent(run: RunContext, readStartedAt: Date): Promise<number> {
    const absent = await this.repository.unseenSince(readStartedAt);
    if (absent.length === 0) return 0;
    const cap = this.config.SIMI_SYNC_MAX_WITHDRAWALS;
    const confirmed: string[] = [];
    let live = 0;
    let failed = 0;
    const unasked = await forEachConcurrently(
      absent,
      DETAIL_CONCURRENCY,
      async (code) => {
        run.signal?.throwIfAborted();
        await this.renew(run);
        try {
          if (await this.details.copy(code)) {
            live++;
            await this.repository.markSeen(code, new Date());
          } else {
            confirmed.push(code);
          }
        } catch {
          failed++;
        }
      },
      () => confirmed.length >= cap,
    );
    const withdrawing = confirmed.slice(0, cap);
    for (const code of withdrawing) {
      await this.renew(run);
      await this.repository.withdrawCode(code);
    }
    if (unasked > 0 || confirmed.length > cap) {
      this.logger.error(
        `SIMI withdrawal cap reached: ${absent.length} listings missing from the full read, ` +
          `${withdrawing.length} withdrawn (SIMI_SYNC_MAX_WITHDRAWALS=${cap}); the rest wait for the next full read. ` +
          'Check SIMI before raising the cap.',
      );
    }
    this.logger.log(
      `SIMI absences: ${absent.length} missing from the read, ${withdrawing.length} withdrawn, ` +
        `${live} still live, ${failed} unconfirmed (SIMI failed)`,
    );
    return withdrawing.length;
  }

  /** Renews the lease (saving the cursor when given); a run that lost it stops here. */
  private async renew(run: RunContext, cursor?: SimiSyncCursor | null): Promise<void> {
    if (!(await this.repository.renewLease(run.id, run.leaseMs, cursor))) throw new SimiLeaseLostError();
  }

  private logProgress(cursor: SimiSyncCursor): void {
    const read = cursor.page - 1;
    if (!cursor.pages || (read % 10 !== 0 && read !== 1)) return;
    const left = Math.round(((cursor.pages - read) * (cursor.readMs / read)) / 60_000);
    this.logger.log(
      `SIMI full read: page ${read} of ${cursor.pages}, ${cursor.rows} of ${cursor.total} rows, about ${left} min left`,
    );
  }

  /** Details of new and changed listings first, then the never-copied and oldest, 10 at a time. */
  private async copyDetails(
    run: RunContext,
    limit: number,
    changed: readonly string[],
  ): Promise<{ details: number; detailsFailed: number; detailsMs: number }> {
    const started = Date.now();
    if (limit <= 0) return { details: 0, detailsFailed: 0, detailsMs: 0 };
    const stale = await this.repository.codesNeedingDetail(limit, new Date(started - DETAIL_MAX_AGE_MS));
    const codes = [...new Set([...changed, ...stale])].slice(0, Math.max(limit, changed.length));
    let details = 0;
    let detailsFailed = 0;
    let asked = 0;
    await forEachConcurrently(
      codes,
      DETAIL_CONCURRENCY,
      async (code) => {
        // Still this run's turn (a first read copies thousands of details).
        if (asked++ % DETAIL_CONCURRENCY === 0) await this.renew(run);
        try {
          // A code SIMI says is gone stays for the next full read to withdraw (confirmed and capped there).
          await this.details.copy(code);
          details++;
        } catch {
          detailsFailed++;
        }
      },
      () => run.signal?.aborted === true,
    );
    if (codes.length > 0)
      this.logger.log(
        `SIMI details copied: ${details}, failed ${detailsFailed}, in ${Date.now() - started} ms`,
      );
    return { details, detailsFailed, detailsMs: Date.now() - started };
  }
}

interface ReadResult {
  readonly mode: 'full' | 'incremental';
  readonly cursor: SimiSyncCursor;
  readonly listings: number;
  readonly pages: number;
  readonly complete: boolean;
  /** Codes new or modified since the last run's mark: their details are copied first. */
  readonly changed: string[];
}

function newCursor(mode: 'full' | 'incremental', startedAt: Date, pageSize: number): SimiSyncCursor {
  return { mode, startedAt, pageSize, page: 1, rows: 0, total: null, pages: null, readMs: 0, mark: null };
}

/** The cursor once `page` is written: the next page, its counts, and the newest modification seen. */
function pastPage(cursor: SimiSyncCursor, page: SimiInventoryPage, readMs: number): SimiSyncCursor {
  return {
    ...cursor,
    page: cursor.page + 1,
    rows: cursor.rows + page.received,
    total: cursor.total ?? page.total,
    pages: cursor.pages ?? page.pageCount,
    readMs: cursor.readMs + readMs,
    mark: maxMark(cursor.mark, ...page.modified),
  };
}

/** A page can repeat a card (the offset paging shifted under it): one upsert row per code. */
function uniqueListings(listings: readonly SimiListing[]): SimiListing[] {
  return [...new Map(listings.map((l) => [l.card.code, l])).values()];
}

/** fecha_modificacion values compare as text ("YYYY-MM-DD HH:MM:SS"). */
function maxMark(...marks: (string | null | undefined)[]): string | null {
  let max: string | null = null;
  for (const mark of marks) if (mark && (max === null || mark > max)) max = mark;
  return max;
}
