import { inlineJson, type SsrRenderOptions, type SsrRenderResult } from '@inmo/contracts';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routeHandle } from './app/route-handle';
import { routes } from './app/router';
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
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/**
 * Renders `url` (path and query) to the HTML the SPA would show once its data arrived: the gateway
 * puts `head` (critical CSS and the state to hydrate) and `body` into index.html.
 */
export async function render(url: string, options: SsrRenderOptions): Promise<SsrRenderResult> {
  setApiOrigin(options.apiOrigin);
  const request = new Request(new URL(url, options.apiOrigin));
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  if (context.errors) throw new Error(`Route error while rendering ${url}`);

  // Nothing fetches while rendering: queries show their data (or loading) exactly as the browser's
  // first render will, right after hydrateServerData.
  const queryClient = new QueryClient({
    defaultOptions: {
      ...queryDefaults,
      queries: { ...queryDefaults.queries, retry: false, refetchOnMount: false },
    },
  });
  const requestUrl = new URL(request.url);
  await prefetch(
    queryClient,
    context.matches.flatMap(
      ({ route, params }) =>
        routeHandle(route.handle).prefetch?.({ queryClient, params, url: requestUrl }) ?? [],
    ),
    options.prefetchTimeoutMs ?? 1500,
  );

  const emotionCache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(emotionCache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await toHtml(
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const state: SsrState = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient),
  };
  queryClient.clear();
  const status = Math.max(
    context.statusCode,
    ...context.matches.map(({ route }) => routeHandle(route.handle).status ?? 200),
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
