import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createTestQueryClient } from './query-client';

type RenderOptions = { advanceTimers?: (ms: number) => void };

/** Renders `routes` at `path` inside the app's providers, with a fresh query cache. */
export function renderRoutes(routeList: RouteObject[], path: string, { advanceTimers }: RenderOptions = {}) {
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
export const renderApp = (path: string, options: RenderOptions = {}) => renderRoutes(routes, path, options);
