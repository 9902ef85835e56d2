import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from '~/lib/nonce-context';
import { missesData } from '~/lib/route-data';
import { CompiledStyles } from './compiled-styles';
import { criticalStyleTags } from './critical-styles.server';

/** A render that takes longer is cut: the page answers an error rather than holding a render slot. */
export const streamTimeout = 5_000;

const INSERTION_POINT = '<meta name="emotion-insertion-point" content=""/>';

const compiledStyles = new CompiledStyles();

/**
 * The whole page at once (no streaming): a crawler, a link preview and the gateway's render cache get the
 * same complete HTML, with MUI's CSS (emotion): what its first paint needs in the head, the rest in a
 * stylesheet linked at the end of the body (critical-styles.server.ts).
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
  const styles = await criticalStyleTags(
    emotionCache,
    emotionServer.extractCriticalToChunks(html),
    loadContext.publishStylesheet,
  );
  compiledStyles.note(emotionCache);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (missesData(routerContext.staticHandlerContext.loaderData)) headers.set('Cache-Control', 'no-store');
  return new Response(
    withBodyEnd(
      html.replace(INSERTION_POINT, () => `${INSERTION_POINT}${styles.head}`),
      styles.bodyEnd,
    ),
    { status, headers },
  );
}

/** `tags` as the body's last children (React's hydration passes over such tags in the body). */
function withBodyEnd(html: string, tags: string): string {
  const end = html.lastIndexOf('</body>');
  return tags === '' || end < 0 ? html : html.slice(0, end) + tags + html.slice(end);
}
