import { inlineJson, type SsrRenderOptions, type SsrRenderResult } from '@inmo/contracts';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, loadMatchedRoutes } from './app/router';
import { SSR_STATE_ID, type SsrState } from './app/ssr-state';
import { setApiOrigin } from './lib/api-client';
import { queryDefaults } from './lib/query-client';

async function prefetch(queryClient: QueryClient, work: Promise<unknown>[], timeoutMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.allSettled(work), timeout]);
  clearTimeout(timer);
  // Only answers travel to the browser: a failed or late query renders its loading state on both sides.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
}

/**
 * Waits for every lazy component, so the markup is the whole page (hydration then matches it). Large
 * Suspense boundaries stay in place instead of streaming in through inline scripts, which CSP forbids.
 */
async function toHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  // A page that failed would reach the browser as its loader: the gateway serves the plain shell instead.
  if (errors.length > 0) throw new Error('Error while rendering the page', { cause: errors[0] });
  return new Response(prelude).text();
}

/**
 * Renders `url` (path and query) to the HTML the SPA would show once its data arrived: the gateway
 * puts `head` (critical CSS and the state to hydrate) and `body` into index.html.
 */
export async function render(url: string, options: SsrRenderOptions): Promise<SsrRenderResult> {
  setApiOrigin(options.apiOrigin);
  const requestUrl = new URL(url, options.apiOrigin);
  const matches = await loadMatchedRoutes(requestUrl.pathname);
  for (const { module, params } of matches) {
    const location = module.handle?.redirect?.({ params, url: requestUrl });
    if (location) return { kind: 'redirect', status: 302, location };
  }

  // Nothing fetches while rendering: queries show their data (or loading) exactly as the browser's
  // first render will, right after hydrateServerData.
  const queryClient = new QueryClient({
    defaultOptions: {
      ...queryDefaults,
      queries: { ...queryDefaults.queries, retry: false, refetchOnMount: false },
    },
  });
  await prefetch(
    queryClient,
    matches.flatMap(
      ({ module, params }) => module.handle?.prefetch?.({ queryClient, params, url: requestUrl }) ?? [],
    ),
    options.prefetchTimeoutMs ?? 1500,
  );

  const emotionCache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(emotionCache);
  const html = await toHtml(
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={`${requestUrl.pathname}${requestUrl.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const state: SsrState = { queries: dehydrate(queryClient) };
  queryClient.clear();
  const status = Math.max(
    200,
    ...matches.map(({ module, params }) => module.handle?.status?.(params) ?? 200),
  );
  // Rendering a part of the document, React puts the resources it hoists (image preloads) first.
  const hoisted = /^(?:<link[^>]*>)*/.exec(html)?.[0] ?? '';
  const body = html.slice(hoisted.length);
  const head =
    hoisted +
    emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(body)) +
    `<script type="application/json" id="${SSR_STATE_ID}">${inlineJson(state)}</script>`;
  return { kind: 'page', status, head, body };
}
