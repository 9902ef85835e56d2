import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';

export type EmotionChunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * The attribute of the server's style tags for the page's classes, with the ids they hold (`css id1 id2`):
 * what `data-emotion` holds, under a name emotion's client does not look for.
 */
export const CRITICAL_STYLES_ATTRIBUTE = 'data-critical-styles';

/**
 * The page's style tags, as emotion's `constructStyleTagsFromChunks` writes them, except that the classes'
 * tags carry their ids in another attribute: emotion's client cache moves every tag it finds by
 * `data-emotion` to the end of the head, and on the calibrated phone moving the page's 130 KB of CSS restyles
 * the whole page, a task of 100-400 ms as hydration starts. Global styles keep `data-emotion`, where each
 * `<Global>` finds its own tag; `data-s` (what emotion marks its own tags with) keeps the cache from moving
 * them first.
 */
export function criticalStyleTags(cache: EmotionCache, { styles }: EmotionChunks): string {
  return styles
    .filter((chunk) => chunk.css !== '')
    .map(({ key, ids, css }) =>
      key === cache.key
        ? `<style ${CRITICAL_STYLES_ATTRIBUTE}="${key} ${ids.join(' ')}">${css}</style>`
        : `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
}

/**
 * Tells the browser's emotion cache which classes the server's tags already hold, as emotion's own hydration
 * does from `data-emotion`, and leaves the tags where they are.
 */
export function adoptCriticalStyles(cache: EmotionCache, root: ParentNode = document): void {
  for (const node of root.querySelectorAll(`style[${CRITICAL_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (node.getAttribute(CRITICAL_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) cache.inserted[id] = true;
  }
}
