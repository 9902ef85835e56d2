import { LRUCache } from 'lru-cache';
import type { PageBody } from './page-body';

export interface RenderedPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The same bytes for every answer: no nonce in them (see scriptHashes), so they are compressed once. */
  readonly body: PageBody;
  /** `'sha256-…'` of each of the page's own inline scripts: its answers' CSP allows those and no other. */
  readonly scriptHashes: readonly string[];
}

/** A page's data is cached 5 minutes anyway; a render is kept for one. */
export const RENDER_TTL_MS = 60_000;
/**
 * A page rendered before its data came (the API slow or failing): kept only this long, so the next visitors
 * soon get one with its data, while a crowd (or a flood) arriving meanwhile shares one render instead of
 * each adding one to a gateway that is already struggling.
 */
export const PARTIAL_RENDER_TTL_MS = 5_000;
/** Renders kept of pages every visitor shares: a 200 of a path without a query (home, a property, a form). */
const SHARED_PAGES_MAX = 500;
/** Renders kept of everything else (a search's filters, a shared list, a redirect, a not-found page). */
const OTHER_PAGES_MAX = 100;

/**
 * Renders by their key, in two caches: only pages without a query fill the larger one, so a flood of query
 * values (or of redirects and not-found pages) cannot evict the pages everyone reads.
 */
export class RenderCache {
  private readonly shared: LRUCache<string, RenderedPage>;
  private readonly other: LRUCache<string, RenderedPage>;

  /** `perf`: the clock of the renders' ages (tests pass their own). */
  constructor(perf: { now(): number } = performance) {
    // ttlResolution 0: the age read from `perf` on each lookup, not from a value lru-cache refreshes by timer.
    const options = { ttl: RENDER_TTL_MS, perf, ttlResolution: 0 };
    this.shared = new LRUCache({ max: SHARED_PAGES_MAX, ...options });
    this.other = new LRUCache({ max: OTHER_PAGES_MAX, ...options });
  }

  get(key: string): RenderedPage | undefined {
    return this.shared.get(key) ?? this.other.get(key);
  }

  /** `partial`: rendered without some of its data (see {@link PARTIAL_RENDER_TTL_MS}). */
  set(key: string, page: RenderedPage, { partial = false } = {}): void {
    const shared = page.status === 200 && !key.includes('?');
    (shared ? this.shared : this.other).set(key, page, partial ? { ttl: PARTIAL_RENDER_TTL_MS } : {});
  }
}
