import { QueryClient, type DefaultOptions, type Query } from '@tanstack/react-query';
import { isApiError } from './api-client';

export const MAX_RETRIES = 3;

/** Lookups (areas, categories, countries, headquarters) change with a deploy: keep them for the visit. */
export const LOOKUPS_STALE_TIME = 60 * 60 * 1000;
/** Lists of places change with the inventory, not by the minute. */
export const LOCATIONS_STALE_TIME = 30 * 60 * 1000;

/** Spec §8: 1 s doubling, at most 30 s (attempt is 0 for the first retry). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Retry up to 3 times, but never a 4xx: the same request would fail the same way. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

/** How long data a page was server-rendered with counts as just loaded. */
const SERVER_DATA_FRESH_MS = 10_000;
/** When a query got its answer from the server (a query of any data type: only its identity is kept). */
const hydratedAt = new WeakMap<object, number>();

/**
 * Notes the answers a page is rendered with as just loaded when `<HydrationBoundary>` puts them in the cache (it
 * adds each query with its data): mounting those queries right after does not ask the gateway again (stale
 * time stays 0 for everything else, spec §8); a refetch would re-render the whole page while it hydrates, for
 * the same answer. On the server too: there the note is what keeps them from rendering as being fetched (a
 * spinner the browser's render, with the note, would not draw: a hydration mismatch). Only the first page
 * brings server answers (later pages' client loaders return none), so every query it hydrates is new.
 */
function noteHydratedAnswers(client: QueryClient): QueryClient {
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' && event.query.state.data !== undefined)
      hydratedAt.set(event.query, Date.now());
  });
  return client;
}

function refetchOnMount(query: Query): boolean {
  return Date.now() - (hydratedAt.get(query) ?? 0) > SERVER_DATA_FRESH_MS;
}

export const queryDefaults = {
  queries: {
    retry: shouldRetry,
    refetchOnMount,
    retryDelay,
    gcTime: 5 * 60 * 1000,
    staleTime: 0,
  },
  mutations: {
    // A form submission is not repeated behind the visitor's back.
    retry: false,
  },
} as const satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return noteHydratedAnswers(new QueryClient({ defaultOptions: queryDefaults }));
}

/**
 * A server render's client dies with its render: no 5-minute garbage-collection timer may keep its data
 * (and the process) alive after the answer is sent.
 */
export function createServerQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return noteHydratedAnswers(
    new QueryClient({
      defaultOptions: {
        ...queryDefaults,
        queries: { ...queryDefaults.queries, gcTime: Infinity, ...queries },
      },
    }),
  );
}

let browserClient: QueryClient | undefined;

/** The browser's one client, shared by the app and the routes' client loaders; a new one per server render. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createServerQueryClient();
  return (browserClient ??= createQueryClient());
}
