import {
  dehydrate,
  hashKey,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { data, type UIMatch } from 'react-router';
import { createServerQueryClient, hydrateServerData } from './query-client';

/** What a route's server loader returns: the queries its first screen shows, answered. */
export interface RouteQueries {
  queries: DehydratedState;
}

/** The first paint does not wait longer for data; a slower query loads in the browser. */
const PREFETCH_TIMEOUT_MS = 1500;

/**
 * Runs the first screen's queries on the server, for at most {@link PREFETCH_TIMEOUT_MS}. Only answers
 * travel to the browser: a failed or late query renders its loading state on both sides. The page answers
 * 404 when the query `notFoundKey` did (an unknown property).
 */
export async function prefetchQueries(
  work: (queryClient: QueryClient) => Promise<unknown>[],
  notFoundKey?: QueryKey,
) {
  const queryClient = createServerQueryClient({ retry: false });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PREFETCH_TIMEOUT_MS);
  });
  await Promise.race([Promise.allSettled(work(queryClient)), timeout]);
  clearTimeout(timer);
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  const error = notFoundKey && (queryClient.getQueryState(notFoundKey)?.error as { status?: unknown } | null);
  queryClient.clear();
  return data<RouteQueries>({ queries }, { status: error && error.status === 404 ? 404 : 200 });
}

/** The answer a server loader got for `queryKey`, if any (for `meta`). */
export function loaderQueryData<T>(data: unknown, queryKey: QueryKey): T | undefined {
  const queries = (data as Partial<RouteQueries> | undefined)?.queries?.queries ?? [];
  const hash = hashKey(queryKey);
  return queries.find((q) => q.queryHash === hash)?.state.data as T | undefined;
}

const hydrated = new WeakSet<DehydratedState>();

/** Puts the server loaders' answers into the app's cache, once each, before the pages read them. */
export function hydrateRouteQueries(queryClient: QueryClient, matches: UIMatch[]): void {
  for (const { loaderData } of matches) {
    const queries = (loaderData as Partial<RouteQueries> | undefined)?.queries;
    if (!queries || hydrated.has(queries)) continue;
    hydrated.add(queries);
    hydrateServerData(queryClient, queries);
  }
}
