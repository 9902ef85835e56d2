import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, createServerQueryClient } from './query-client';
import type { RouteQueries } from './route-data';
import { RouteQueriesBoundary } from './route-queries-boundary';

/** What the server's loader answered for the page: its one query, already fetched. */
function serverAnswer(): RouteQueries {
  const server = new QueryClient();
  server.setQueryData(['sedes'], ['Laureles']);
  return { queries: dehydrate(server), complete: true };
}

function App() {
  return (
    <RouteQueriesBoundary>
      <Outlet />
    </RouteQueriesBoundary>
  );
}

/** The app's routes, the first page with the server's answer (later ones, client loaders, with none). */
function appRouter(answer: RouteQueries, Page: () => React.ReactNode) {
  return createMemoryRouter(
    [
      {
        id: 'root',
        Component: App,
        children: [
          { id: 'page', path: '/', loader: () => null, Component: Page },
          { path: '/otra', Component: () => <Link to="/">Volver</Link> },
        ],
      },
    ],
    { hydrationData: { loaderData: { page: answer } } },
  );
}

describe('RouteQueriesBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("renders the server's answer at once and does not ask again right after; a later visit asks", async () => {
    const queryFn = vi.fn(() => Promise.resolve(['Laureles', 'Envigado']));
    function Branches() {
      const query = useQuery({ queryKey: ['sedes'], queryFn });
      return (
        <>
          <p>{query.data ? query.data.join(', ') : 'Cargando...'}</p>
          <Link to="/otra">Otra</Link>
        </>
      );
    }
    const router = appRouter(serverAnswer(), Branches);
    await act(() =>
      Promise.resolve(
        render(
          <QueryClientProvider client={createQueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>,
        ),
      ),
    );
    expect(screen.getByText('Laureles')).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();

    // Eleven seconds later the answer is no longer the server's fresh one: mounting the page asks.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
    await act(() => router.navigate('/otra'));
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Laureles, Envigado')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  // The server's render must show what the browser's first render will: a spinner there and none here made
  // React drop the part's server HTML, and with it what the visitor had tapped before the app started.
  it('renders the answer as not being fetched on the server too, so the browser hydrates it as it is', async () => {
    const queryFn = vi.fn(() => Promise.resolve(['Laureles', 'Envigado']));
    function Branches() {
      const query = useQuery({ queryKey: ['sedes'], queryFn });
      return <p>{query.isFetching ? 'Cargando...' : query.data?.join(', ')}</p>;
    }
    const answer = serverAnswer();
    // One process plays the server and the browser: React's development check that no two renderers share a
    // context provider (the router's, the query client's) has nothing to say about the app.
    const consoleError = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('Detected multiple renderers')) consoleError(...args);
    });
    // A server has no window (code that tells the two apart by it takes the server's way).
    vi.stubGlobal('window', undefined);
    const { prelude } = await prerender(
      <QueryClientProvider client={createServerQueryClient()}>
        <RouterProvider router={appRouter(answer, Branches)} />
      </QueryClientProvider>,
    );
    vi.unstubAllGlobals();
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    expect(container).toHaveTextContent('Laureles');
    expect(container).not.toHaveTextContent('Cargando');

    const mismatches: unknown[] = [];
    const root = await act(() =>
      hydrateRoot(
        container,
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={appRouter(answer, Branches)} />
        </QueryClientProvider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      ),
    );
    expect(mismatches).toEqual([]);
    expect(container).toHaveTextContent('Laureles');
    expect(queryFn).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
