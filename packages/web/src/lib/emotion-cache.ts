import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The page's emotion cache, the same on the server and in the browser (hydration must find the same classes).
 * No stylis plugins: the default one writes vendor prefixes (-webkit-box, -ms-flexbox ...), some 780
 * declarations and 30 KB of `/`'s inline CSS that the browsers the site supports do not need.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}
