import {
  dehydrate,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { useRouteQueries, type RouteQueries } from './route-data';

/** What the server's loader answered for the page: its one query, already fetched. */
function serverAnswer(): RouteQueries {
  const server = new QueryClient();
  server.setQueryData(['sedes'], ['Laureles']);
  return { queries: dehydrate(server) };
}

function App() {
  return (
    <HydrationBoundary state={useRouteQueries()}>
      <Outlet />
    </HydrationBoundary>
  );
}

describe('useRouteQueries + <HydrationBoundary>', () => {
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
    const answer = serverAnswer();
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          Component: App,
          children: [
            // The first page comes with the server's answer; later ones (client loaders) with none.
            { id: 'page', path: '/', loader: () => null, Component: Branches },
            { path: '/otra', Component: () => <Link to="/">Volver</Link> },
          ],
        },
      ],
      { hydrationData: { loaderData: { page: answer } } },
    );
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
    vi.restoreAllMocks();
  });
});
