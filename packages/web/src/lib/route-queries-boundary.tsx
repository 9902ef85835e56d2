import { HydrationBoundary, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { noteServerData } from './query-client';
import { useRouteQueries } from './route-data';

/** Inside the boundary, before the page: the boundary has put the answers in the cache during its render. */
function ServerDataNote({ state }: { state: DehydratedState | undefined }) {
  const client = useQueryClient();
  // In render, like the boundary's hydration: the page's queries mount right after.
  useMemo(() => {
    if (state) noteServerData(client, state);
  }, [client, state]);
  return null;
}

/**
 * The page's server-loader answers in the cache before the page reads them (`<HydrationBoundary>`), on the
 * server and in the browser alike, noted as just loaded on both sides (noteServerData): the server renders
 * them as the browser will, with nothing being fetched.
 */
export function RouteQueriesBoundary({ children }: { children: ReactNode }) {
  const state = useRouteQueries();
  return (
    <HydrationBoundary state={state}>
      <ServerDataNote state={state} />
      {children}
    </HydrationBoundary>
  );
}
