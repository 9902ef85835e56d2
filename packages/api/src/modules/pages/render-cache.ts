import { LRUCache } from 'lru-cache';

export interface RenderedPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The HTML, its inline scripts' nonce still a placeholder, replaced per answer (PagesService.withNonce). */
  readonly body: string;
}

/** A page's data is cached 5 minutes anyway; a render is kept for one. */
const RENDER_TTL_MS = 60_000;
/** Renders kept of pages every visitor shares: a 200 of a path without a query (home, a property, a form). */
const SHARED_PAGES_MAX = 500;
/** Renders kept of everything else (a search's filters, a shared list, a redirect, a not-found page). */
const OTHER_PAGES_MAX = 100;

/**
 * Renders by their key, in two caches: only pages without a query fill the larger one, so a flood of query
 * values (or of redirects and not-found pages) cannot evict the pages everyone reads.
 */
export class RenderCache {
  private readonly shared = new LRUCache<string, RenderedPage>({ max: SHARED_PAGES_MAX, ttl: RENDER_TTL_MS });
  private readonly other = new LRUCache<string, RenderedPage>({ max: OTHER_PAGES_MAX, ttl: RENDER_TTL_MS });

  get(key: string): RenderedPage | undefined {
    return this.shared.get(key) ?? this.other.get(key);
  }

  set(key: string, page: RenderedPage): void {
    const shared = page.status === 200 && !key.includes('?');
    (shared ? this.shared : this.other).set(key, page);
  }
}
