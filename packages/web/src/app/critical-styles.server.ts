import { createHash } from 'node:crypto';
import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';
import { PAGE_STYLESHEET_PATH } from '@inmo/contracts';
import { CRITICAL_STYLES_ATTRIBUTE } from './critical-styles';

export type EmotionChunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * Keeps a stylesheet where the gateway serves it, at {@link PAGE_STYLESHEET_PATH}`{name}.css`; false when it
 * could not (the page then carries those styles inline).
 */
export type PublishStylesheet = (name: string, css: string) => Promise<boolean>;

/** The page's style tags: those its first paint needs, for the head, and a stylesheet's link for the body's end. */
export interface StyleTags {
  head: string;
  bodyEnd: string;
}

/**
 * The classes of the page's composed components. A MUI component built on another (Button on ButtonBase,
 * TextField on InputBase) makes a class of its own and hands it to the inner one, which merges it into the
 * class the element gets: only that one is in the HTML. Without the outer ones the client inserted them all
 * again while hydrating (some 200 rules on every page, up to 6 % of the phone's work).
 */
function composedClassIds(cache: EmotionCache, critical: EmotionChunks): string[] {
  const sent = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  return Object.keys(cache.inserted).filter(
    (id) =>
      !sent.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
}

/**
 * The page's style tags, as emotion's `constructStyleTagsFromChunks` writes them, except that the classes'
 * styles carry their ids in another attribute: emotion's client cache moves every tag it finds by
 * `data-emotion` to the end of the head, and on the calibrated phone moving the page's 130 KB of CSS restyles
 * the whole page, a task of 100-400 ms as hydration starts. Global styles keep `data-emotion`, where each
 * `<Global>` finds its own tag; `data-s` (what emotion marks its own tags with) keeps the cache from moving
 * them first.
 *
 * The classes the page's elements use are inline in the head: a first visit paints without waiting for another
 * request (a stylesheet in the head cost the calibrated phone 100-220 ms of first paint). The composed classes,
 * which no element of the page uses (a quarter of its CSS), go with `publish` to a stylesheet named by their
 * hash and linked at the end of the body: the browser paints before it arrives, runs the page's scripts after
 * it, keeps it a year, and most pages share one. Its classes are in the order of their names, not of their
 * first use, which varies with the data; emotion gives each element one class, so their order decides nothing.
 */
export async function criticalStyleTags(
  cache: EmotionCache,
  critical: EmotionChunks,
  publish?: PublishStylesheet,
): Promise<StyleTags> {
  const classesTag = (ids: readonly string[], css: string) =>
    css === '' ? '' : `<style ${CRITICAL_STYLES_ATTRIBUTE}="${cache.key} ${ids.join(' ')}">${css}</style>`;
  const head = critical.styles.map(({ key, ids, css }) =>
    key === cache.key
      ? classesTag(ids, css)
      : css === ''
        ? ''
        : `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
  );
  const composedIds = composedClassIds(cache, critical).sort();
  const composedCss = composedIds.map((id) => cache.inserted[id]).join('');
  if (composedCss === '') return { head: head.join(''), bodyEnd: '' };
  const name = createHash('sha256').update(composedCss).digest('base64url').slice(0, 22);
  if (publish && (await publish(name, composedCss)))
    return {
      head: head.join(''),
      bodyEnd: `<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}${name}.css" ${CRITICAL_STYLES_ATTRIBUTE}="${cache.key} ${composedIds.join(' ')}">`,
    };
  return { head: head.join('') + classesTag(composedIds, composedCss), bodyEnd: '' };
}
