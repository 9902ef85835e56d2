import type { EmotionCache } from '@emotion/cache';

/**
 * The attribute of the server's tag for the page's classes (a `<style>`, or the `<link>` of their stylesheet), with the ids they hold (`css id1 id2`):
 * what `data-emotion` holds, under a name emotion's client does not look for.
 */
export const CRITICAL_STYLES_ATTRIBUTE = 'data-critical-styles';

/**
 * Tells the browser's emotion cache which classes the server's tags already hold, as emotion's own hydration
 * does from `data-emotion`, and leaves the tags (or the stylesheet's link) where they are.
 */
export function adoptCriticalStyles(cache: EmotionCache, root: ParentNode = document): void {
  for (const node of root.querySelectorAll(`[${CRITICAL_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (node.getAttribute(CRITICAL_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) cache.inserted[id] = true;
  }
}
