import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '~/app/providers';

interface Options {
  /** Initial address, e.g. '/busqueda/?ciudad=25974'. */
  path?: string;
  /** Route pattern the element is mounted at (params come from it); '*' by default. */
  routePath?: string;
  /** Other routes to land on (e.g. the detail page after a navigation). */
  extraRoutes?: RouteObject[];
  queryClient?: QueryClient;
  /** The root loader's data (the gateway's settings, e.g. `{ map: { tileUrl: null, … } }`): under a 'root' route. */
  rootData?: Record<string, unknown>;
}

/** A query client for tests: no retries, nothing kept between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders one component inside the app's providers and a memory router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    path = '/',
    routePath = '*',
    extraRoutes = [],
    queryClient = createTestQueryClient(),
    rootData,
  } = options;
  const routes = [...extraRoutes, { path: routePath, element: ui }];
  const router = rootData
    ? createMemoryRouter([{ id: 'root', element: <Outlet />, children: routes }], {
        initialEntries: [path],
        hydrationData: { loaderData: { root: rootData } },
      })
    : createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}
