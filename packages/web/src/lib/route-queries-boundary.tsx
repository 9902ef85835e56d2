import { HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRouteQueries } from './route-data';

/**
 * The page's server-loader answers in the cache before the page reads them (`<HydrationBoundary>`), on the
 * server and in the browser alike, noted as just loaded on both sides (query-client.ts): the server renders
 * them as the browser will, with nothing being fetched.
 */
export function RouteQueriesBoundary({ children }: { children: ReactNode }) {
  return <HydrationBoundary state={useRouteQueries()}>{children}</HydrationBoundary>;
}
