import type { UserData } from '@intake/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { makeToken } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';

/** Renders one of this feature's components inside the app's providers, signed in as an applicant. */
export function renderSignedIn(ui: ReactNode, user: Partial<UserData> = {}) {
  saveSession(makeToken({ roles: 'APPLICANT', ...user }));
  const queryClient = createTestQueryClient();
  const events = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient, user: events };
}
