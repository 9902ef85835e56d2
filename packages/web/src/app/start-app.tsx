import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { applyLegacyHashRedirect } from './legacy-redirect';
import { AppProviders } from './providers';
import { createAppRouter, routes } from './router';
import { readSsrState, type SsrState } from './ssr-state';
import { createQueryClient, hydrateServerData } from '../lib/query-client';

/** The lazy routes of the current address, loaded before hydrating so the first render matches the HTML. */
async function loadCurrentRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

function app(queryClient: QueryClient, ssr: SsrState | null) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createAppRouter(ssr?.router)} />
      </AppProviders>
    </StrictMode>
  );
}

/** Renders the app into `#root`, taking over the server's HTML when there is some. */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root en index.html');
  // Before the router reads the URL: old `/busqueda/#/inmueble/{code}` links become `/inmueble/{code}`.
  // The server rendered the old address then, so that page is rendered afresh.
  const redirected = applyLegacyHashRedirect();
  const ssr = redirected ? null : readSsrState();
  const queryClient = createQueryClient();
  // In a transition React renders in short slices, so the page answers taps while it hydrates.
  if (!ssr) {
    const root = createRoot(container);
    startTransition(() => root.render(app(queryClient, null)));
    return;
  }
  hydrateServerData(queryClient, ssr.queries);
  await loadCurrentRoutes();
  startTransition(() => {
    hydrateRoot(container, app(queryClient, ssr));
  });
}
