import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * No stylis plugins: the default one writes vendor prefixes (-webkit-box, -ms-flexbox ...), some 780
 * declarations and 30 KB of `/`'s inline CSS that the browsers the site supports do not need.
 */
const NO_STYLIS_PLUGINS: StylisPlugin[] = [];

/**
 * The page's emotion cache, the same on the server and in the browser (hydration must find the same classes).
 * On the server emotion keeps each style's compiled rules for every cache made with the same plugins array (a
 * WeakMap keyed on it): one array for all renders compiles each distinct style once, not on every render. The
 * server passes its own array to start that store afresh (app/compiled-styles.ts bounds it).
 */
export function createEmotionCache(stylisPlugins: StylisPlugin[] = NO_STYLIS_PLUGINS): EmotionCache {
  return createCache({ key: 'css', stylisPlugins });
}
