import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders the whole app (shell + lazy pages) at `path`, once its page has rendered. A memory data router runs the app's routes so
 * tests can read and change its location; the pages' hooks are the same as under the browser's router.
 */
export async function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Awaited: a page suspends until its code arrives, and a sync act would drop that retry.
  const view = await act(() =>
    Promise.resolve(
      render(
        <AppProviders queryClient={createQueryClient()}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </AppProviders>,
      ),
    ),
  );
  return { router, ...view };
}
