import type { UserData } from '@intake/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi, testUser } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const signedIn = (user: Partial<UserData>) => {
  saveSession(makeToken(user));
  stubApi({ 'GET /api/user/me': () => jsonResponse(200, { ...testUser, ...user }) });
};

describe('/login for someone already signed in', () => {
  it("sends an applicant to the dashboard in its place (the phone's Back from the dashboard)", async () => {
    signedIn({ roles: 'APPLICANT', applicationStatus: 'QUESTIONNAIRE' });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'), { timeout: 4000 });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an admin to the admin console', async () => {
    signedIn({ roles: 'ADMIN', firstName: 'Ada' });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemAdmin/ada'), { timeout: 4000 });
  });

  it('shows the form to a suspended account, which has no screen of its own', async () => {
    signedIn({ roles: 'SUSPENDED' });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Log In' }, { timeout: 4000 })).toBeInTheDocument();
  });
});
