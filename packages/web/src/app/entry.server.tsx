import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './nonce-context';

/** A render that takes longer is cut: the page answers an error rather than holding a render slot. */
export const streamTimeout = 5_000;

const INSERTION_POINT = '<meta name="emotion-insertion-point" content=""/>';

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
  const emotionCache = createCache({ key: 'css' });
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
      // Every part in place, however large: a part that waited for its code (hydratesLater) would otherwise be
      // sent after the page with a script to move it, which crawlers and the first paint would not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error('Error while rendering the page', { cause: errors[0] });
  const html = await new Response(prelude).text();
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(
    html.replace(INSERTION_POINT, () => `${INSERTION_POINT}${styles}`),
    { status, headers },
  );
}
