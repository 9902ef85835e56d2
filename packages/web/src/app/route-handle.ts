import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

export interface PrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/**
 * A route's `handle`. `prefetch` fills the query cache with what the page shows first, so the gateway
 * renders the page with its data and the browser hydrates it without asking again.
 */
export interface RouteHandle {
  prefetch?: (args: PrefetchArgs) => Promise<unknown>;
  /** HTTP status of the server-rendered page: the catch-all not-found page answers 404. */
  status?: number;
}

export function routeHandle(handle: unknown): RouteHandle {
  return typeof handle === 'object' && handle !== null ? handle : {};
}
