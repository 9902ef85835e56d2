import type { EmotionCache, StylisPlugin } from '@emotion/cache';
import { createEmotionCache } from '~/lib/emotion-cache';

/**
 * CSS emotion may keep compiled across renders (characters): a few times what all the site's pages use
 * together, so the store only starts afresh if styles made of data (a value per listing) pile up.
 */
export const MAX_COMPILED_CHARS = 4_000_000;

/**
 * The server's emotion caches, one per render, sharing emotion's compiled rules (see `createEmotionCache`):
 * stylis compiles each distinct style once, not on every render. Each render still has its own cache, so
 * `inserted` and `registered` (what the critical CSS is read from) hold that page's styles only. The store is
 * bounded: once the styles it holds exceed {@link MAX_COMPILED_CHARS}, the next caches take a new plugins
 * array and emotion's store for the old one is garbage.
 */
export class CompiledStyles {
  private plugins: StylisPlugin[] = [];
  private readonly seen = new Set<string>();
  private chars = 0;

  constructor(private readonly maxChars = MAX_COMPILED_CHARS) {}

  /** A new cache for one render. */
  cache(): EmotionCache {
    return createEmotionCache(this.plugins);
  }

  /** Counts what a finished render's cache compiled that none before it did. */
  note(cache: EmotionCache): void {
    for (const [name, rules] of Object.entries(cache.inserted)) {
      if (typeof rules !== 'string' || this.seen.has(name)) continue;
      this.seen.add(name);
      this.chars += name.length + rules.length;
    }
    if (this.chars > this.maxChars) {
      this.plugins = [];
      this.seen.clear();
      this.chars = 0;
    }
  }
}
