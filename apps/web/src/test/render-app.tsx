import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { AppProviders } from '../lib/providers';
import { createTestQueryClient } from './query-client';

type RenderOptions = { advanceTimers?: (ms: number) => void };

/** Renders `routes` at `path` (an address, or one with history state) inside the app's providers, with a fresh query cache. */
export function renderRoutes(
  routeList: RouteObject[],
  path: InitialEntry,
  { advanceTimers }: RenderOptions = {},
) {
  const router = createMemoryRouter(routeList, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user };
}

/** Renders the whole app at `path`, with the real routes. */
export const renderApp = (path: InitialEntry, options: RenderOptions = {}) =>
  renderRoutes(routes, path, options);
