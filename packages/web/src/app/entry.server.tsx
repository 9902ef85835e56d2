import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from '~/lib/nonce-context';
import { missesData } from '~/lib/route-data';
import { CompiledStyles } from './compiled-styles';
import { criticalStyleTags, type EmotionChunks } from './critical-styles';

/** A render that takes longer is cut: the page answers an error rather than holding a render slot. */
export const streamTimeout = 5_000;

const INSERTION_POINT = '<meta name="emotion-insertion-point" content=""/>';

const compiledStyles = new CompiledStyles();
const textEncoder = new TextEncoder();

/**
 * Adds the styles of the page's composed components to what the page's classes need. A MUI component built on
 * another (Button on ButtonBase, TextField on InputBase) makes a class of its own and hands it to the inner one,
 * which merges it into the class the element gets: only that one is in the HTML. Without the outer ones the
 * client inserted them all again while hydrating (some 200 rules on every page, up to 6 % of the phone's work).
 */
function withComposedStyles(cache: EmotionCache, critical: EmotionChunks): EmotionChunks {
  const sent = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const composed = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] =>
      !sent.has(entry[0]) &&
      typeof entry[1] === 'string' &&
      cache.registered[`${cache.key}-${entry[0]}`] !== undefined,
  );
  const ids = composed.map(([id]) => id);
  const css = composed.map(([, rules]) => rules).join('');
  return { ...critical, styles: [...critical.styles, { key: cache.key, ids, css }] };
}

/**
 * The whole page at once (no streaming): a crawler, a link preview and the gateway's render cache get the
 * same complete HTML, with MUI's critical CSS (emotion) in its head.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const emotionCache = compiledStyles.cache();
  const emotionServer = createEmotionServer(emotionCache);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <NonceContext value={loadContext.nonce}>
      <CacheProvider value={emotionCache}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
      </CacheProvider>
    </NonceContext>,
    {
      signal: AbortSignal.timeout(streamTimeout),
      onError: (error) => void errors.push(error),
      // Every part in place, however large: a part in a boundary of its own (lib/hydration/hydration-parts.tsx)
      // would otherwise be sent after the page with a script to move it, which crawlers and the first paint
      // would not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error('Error while rendering the page', { cause: errors[0] });
  const html = await new Response(prelude).text();
  const styles = criticalStyleTags(
    emotionCache,
    withComposedStyles(emotionCache, emotionServer.extractCriticalToChunks(html)),
  );
  compiledStyles.note(emotionCache);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (missesData(routerContext.staticHandlerContext.loaderData)) headers.set('Cache-Control', 'no-store');
  // Encoded here: a string body is first checked for lone surrogates by the Response (0.8 ms for a property).
  const page = textEncoder.encode(html.replace(INSERTION_POINT, () => `${INSERTION_POINT}${styles}`));
  return new Response(page, { status, headers });
}
