import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from './app-routes';
import { AppProviders } from '~/app/providers';
import { createQueryClient } from '~/lib/query-client';

/**
 * Renders the whole app (shell + pages) at `path`, once its page has rendered. A memory data router runs the
 * app's route modules so tests can read and change its location; the pages' hooks are the same as in the browser.
 */
export async function renderApp(path = '/') {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // The first route's module loads before the page renders (a cold import can take seconds in jsdom).
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  // Awaited: a route's module loads first, and a sync act would drop that update.
  const view = await act(() =>
    Promise.resolve(
      render(
        <AppProviders queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>,
      ),
    ),
  );
  return { router, ...view };
}
