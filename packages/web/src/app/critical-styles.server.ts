import { createHash } from 'node:crypto';
import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';
import { PAGE_STYLESHEET_PATH } from '@inmo/contracts';
import { CRITICAL_STYLES_ATTRIBUTE } from './critical-styles';

export type EmotionChunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * Keeps a page's class styles where the gateway serves them at {@link PAGE_STYLESHEET_PATH}; false when it could not
 * (the page then carries them inline).
 */
export type PublishStylesheet = (name: string, css: string) => Promise<boolean>;

/**
 * The page's style tags, as emotion's `constructStyleTagsFromChunks` writes them, except that the classes'
 * styles carry their ids in another attribute: emotion's client cache moves every tag it finds by
 * `data-emotion` to the end of the head, and on the calibrated phone moving the page's 130 KB of CSS restyles
 * the whole page, a task of 100-400 ms as hydration starts. Global styles keep `data-emotion`, where each
 * `<Global>` finds its own tag; `data-s` (what emotion marks its own tags with) keeps the cache from moving
 * them first.
 *
 * With `publish`, the classes' styles (most of a page's CSS) go to a stylesheet named by their hash: the
 * browser keeps it, and the pages that look alike (every property, say) share one. Its classes are in the
 * order of their names, not of their first use on the page, which varies with the data (a listing without
 * some field): emotion gives each element one class (a composed component's styles are merged into it), so
 * their order decides nothing, as when the browser appends a later page's classes after the first's.
 */
export async function criticalStyleTags(
  cache: EmotionCache,
  { styles }: EmotionChunks,
  publish?: PublishStylesheet,
): Promise<string> {
  const classIds = styles
    .filter((chunk) => chunk.key === cache.key)
    .flatMap((chunk) => chunk.ids)
    .sort();
  const ids = `${cache.key} ${classIds.join(' ')}`;
  const css = classIds
    .map((id) => cache.inserted[id])
    .filter((rules) => typeof rules === 'string')
    .join('');
  const name = createHash('sha256').update(css).digest('base64url').slice(0, 22);
  const classesTag =
    css === ''
      ? ''
      : publish && (await publish(name, css))
        ? `<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}${name}.css" ${CRITICAL_STYLES_ATTRIBUTE}="${ids}">`
        : `<style ${CRITICAL_STYLES_ATTRIBUTE}="${ids}">${css}</style>`;
  const globals = styles
    .filter((chunk) => chunk.key !== cache.key && chunk.css !== '')
    .map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`);
  return classesTag + globals.join('');
}
