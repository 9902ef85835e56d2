import './lib/zod-config';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { applyLegacyHashRedirect } from './app/legacy-redirect';
import { AppProviders } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { readSsrState, type SsrState } from './app/ssr-state';
import { createQueryClient, hydrateServerData } from './lib/query-client';

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

async function start(container: HTMLElement): Promise<void> {
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

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');
void start(container);
