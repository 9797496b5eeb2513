import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createTestQueryClient } from './query-client';

/** Renders the whole app at `path`, with the real routes and a fresh query cache. */
export function renderApp(path: string, { advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
