import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true after; true from the first render when the browser
 * draws the page itself (a link followed). For what only a browser has (a map, a token in the storage or the
 * address): the server's page and the hydrating one agree, and a link opens without an extra loader.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
