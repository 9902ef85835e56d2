import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

export interface PrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

export interface RedirectArgs {
  params: Params;
  url: URL;
}

/**
 * What a route module says about its page besides the component. `prefetch` fills the query cache with
 * what the page shows first, so the gateway renders the page with its data and the browser hydrates it
 * without asking again.
 */
export interface RouteHandle {
  prefetch?: (args: PrefetchArgs) => Promise<unknown>;
  /**
   * Another address to go to instead of this page, or null to stay: answered as a 302 by the gateway
   * and followed (replacing the entry) when the page is reached in the browser.
   */
  redirect?: (args: RedirectArgs) => string | null;
  /** HTTP status of the server-rendered page: the not-found pages answer 404. */
  status?: (params: Params) => number;
}
