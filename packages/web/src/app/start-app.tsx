import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyLegacyHashRedirect } from './legacy-redirect';
import { AppProviders } from './providers';
import { AppRoutes, loadMatchedRoutes } from './router';
import { readSsrState } from './ssr-state';
import { createQueryClient, hydrateServerData } from '../lib/query-client';

function app(queryClient: QueryClient) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
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
    startTransition(() => root.render(app(queryClient)));
    return;
  }
  hydrateServerData(queryClient, ssr.queries);
  // The current page's code first, so the first render matches the server's HTML.
  await loadMatchedRoutes(window.location.pathname);
  startTransition(() => {
    hydrateRoot(container, app(queryClient));
  });
}
