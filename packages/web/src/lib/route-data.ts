import {
  dehydrate,
  hashKey,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { data, useMatches, type AppLoadContext } from 'react-router';
import { isApiError, readFromGateway, type GatewayAddress } from './api-client';
import { createServerQueryClient } from './query-client';

/** What a route's server loader returns: the queries its first screen shows, answered. */
export interface RouteQueries {
  queries: DehydratedState;
  /** False when a query was late or failed (not a 4xx): the page shows it loading, and is not kept (entry.server). */
  complete: boolean;
}

/** A route's loader data as prefetchQueries' answer, when it is one (client loaders answer null). */
export function routeQueriesOf(loaderData: unknown): Partial<RouteQueries> | undefined {
  return typeof loaderData === 'object' && loaderData !== null && 'queries' in loaderData
    ? (loaderData as Partial<RouteQueries>)
    : undefined;
}

/** Whether some route's loader answered without all its data (a page the gateway must not keep). */
export function missesData(loaderData: Record<string, unknown>): boolean {
  return Object.values(loaderData).some((data) => routeQueriesOf(data)?.complete === false);
}

/** Under `react-router dev` no gateway gives the load context: the one Vite proxies /api to (vite.config.ts). */
const DEV_GATEWAY: GatewayAddress = { origin: 'http://localhost:3000', headers: {} };

/** The first paint does not wait longer for data; a slower query loads in the browser. */
const PREFETCH_TIMEOUT_MS = 1500;

/**
 * Runs the first screen's queries on the server against the load context's gateway, for at most {@link PREFETCH_TIMEOUT_MS}. Only answers
 * travel to the browser: a failed or late query renders its loading state on both sides. The page answers
 * 404 when the query `notFoundKey` did (an unknown property).
 */
export async function prefetchQueries(
  context: AppLoadContext,
  work: (queryClient: QueryClient) => Promise<unknown>[],
  notFoundKey?: QueryKey,
) {
  const queryClient = readFromGateway(
    createServerQueryClient({ retry: false }),
    context.gateway ?? DEV_GATEWAY,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PREFETCH_TIMEOUT_MS);
  });
  await Promise.race([Promise.allSettled(work(queryClient)), timeout]);
  clearTimeout(timer);
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  const complete = queryClient
    .getQueryCache()
    .getAll()
    .every((q) => q.state.status === 'success' || (isApiError(q.state.error) && q.state.error.isClientError));
  const error = notFoundKey && (queryClient.getQueryState(notFoundKey)?.error as { status?: unknown } | null);
  queryClient.clear();
  return data<RouteQueries>({ queries, complete }, { status: error && error.status === 404 ? 404 : 200 });
}

/** The answer a server loader got for `queryKey`, if any (for `meta`). */
export function loaderQueryData<T>(data: unknown, queryKey: QueryKey): T | undefined {
  const queries = routeQueriesOf(data)?.queries?.queries ?? [];
  const hash = hashKey(queryKey);
  return queries.find((q) => q.queryHash === hash)?.state.data as T | undefined;
}

/**
 * The page's server-loader answers, for `<HydrationBoundary>`: the leaf route's (only pages have such loaders);
 * none after the first page, whose client loaders return none.
 */
export function useRouteQueries(): DehydratedState | undefined {
  return useMatches().reduce<DehydratedState | undefined>(
    (found, { loaderData }) => routeQueriesOf(loaderData)?.queries ?? found,
    undefined,
  );
}
