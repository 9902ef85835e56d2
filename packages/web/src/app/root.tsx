import { DEFAULT_MAP_SETTINGS, DEFAULT_MORTGAGE_SETTINGS } from '@inmo/contracts';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { EARLY_INPUT_SCRIPT, replayEarlyInput } from '~/lib/hydration/early-input';
import { NonceContext } from '~/lib/nonce-context';
import { AppProviders } from './providers';
import { RouteError } from '~/components/route-error';
import { RouteQueriesBoundary } from '~/lib/route-queries-boundary';
import { getQueryClient } from '~/lib/query-client';
import { pageMeta } from '~/lib/page-meta';
import type { RootData } from '~/lib/use-settings';

/** The document every page shares; `<html>` gets `data-hydrated` once the app has taken the page over and replayed what the visitor did meanwhile. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  const [queryClient] = useState(getQueryClient);
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        {/* First: taps and typing are kept from the first paint until the app runs (early-input.ts). The
            browser has run it before the app starts: hydrating, React keeps the server's text. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_INPUT_SCRIPT : '' }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B4F6C" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        <Links />
        {/* entry.server puts the page's critical CSS (emotion) here. */}
        <meta name="emotion-insertion-point" content="" />
      </head>
      <body>
        <AppProviders queryClient={queryClient}>{children}</AppProviders>
        {/* A new page starts at its top, back and forward restore the scroll; the search page's own changes
            (filters, result page) navigate with preventScrollReset and keep it. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The gateway's config the pages show (the site's address for canonical and Open Graph URLs, the mortgage simulator's settings, the map tiles), never re-asked. */
export function loader({ context }: Route.LoaderArgs): RootData {
  return {
    publicUrl: context.publicUrl,
    mortgage: context.mortgage ?? DEFAULT_MORTGAGE_SETTINGS,
    map: context.map ?? DEFAULT_MAP_SETTINGS,
  };
}

/** A page that failed shows its boundary (RouteError): so does the title. The pages' own `meta` set the rest. */
export const meta: Route.MetaFunction = (args) => (args.error ? pageMeta(args, { title: 'Error' }) : []);

export function shouldRevalidate() {
  return false;
}

export default function App() {
  useEffect(() => {
    void replayEarlyInput().finally(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return (
    <RouteQueriesBoundary>
      <Outlet />
    </RouteQueriesBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
