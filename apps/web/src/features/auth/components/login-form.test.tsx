import { LOGIN_MESSAGE_MS } from '@intake/contracts/constants';
import { errorCodes } from '@intake/contracts/error-codes';
import { messages } from '@intake/contracts/messages';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { goToExternal } from '../../../lib/browser-location';
import { getSessionUser } from '../../../lib/session';
import {
  deferred,
  errorResponse,
  jsonResponse,
  makeToken,
  noResponse,
  stubApi,
  testConfig,
  testUser,
} from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

vi.mock('../../../lib/browser-location', () => ({ goToExternal: vi.fn() }));

async function logIn(user: UserEvent, email = 'ada@example.org', password = 'secret-password') {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(await screen.findByRole('button', { name: 'Log In' }));
}

const loginAnswers = (token: string) => ({
  'POST /api/user/login': () => jsonResponse(200, { accessToken: token }),
});

describe('login form', () => {
  it("is titled 'Welcome back' with 'Become a Native' and 'Forgot your password?'", async () => {
    stubApi();
    const { router, user } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/resetPassword/',
    );
    await user.click(screen.getByRole('button', { name: 'Become a Native' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows its own messages and clears each after 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi();
    const { user } = renderApp('/login', { advanceTimers: vi.advanceTimersByTime });

    await logIn(user, '', '');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.validEmail);
    act(() => vi.advanceTimersByTime(LOGIN_MESSAGE_MS - 500));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await logIn(user, 'ada@example.org', '');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.passwordEmpty);
    act(() => vi.advanceTimersByTime(LOGIN_MESSAGE_MS + 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([messages.passwordIncorrectServer, messages.emailDoesNotExistServer, messages.invalidDetails])(
    "shows 'Invalid details' for the server's '%s' and re-enables the button",
    async (serverMessage) => {
      const answer = deferred<Response>();
      stubApi({ 'POST /api/user/login': () => answer.promise });
      const { user } = renderApp('/login');
      await logIn(user);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled());
      answer.resolve(errorResponse(401, serverMessage, errorCodes.invalidCredentials));
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidDetails);
      expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    },
  );

  it('shows the connection message when no answer comes', async () => {
    stubApi({ 'POST /api/user/login': noResponse });
    const { user } = renderApp('/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noResponse);
  });

  it("shows 'Account Suspended' from the server", async () => {
    stubApi({ 'POST /api/user/login': () => errorResponse(403, messages.accountSuspended, 'FORBIDDEN') });
    const { user } = renderApp('/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.accountSuspended);
  });

  it('stores the session and sends an applicant to the dashboard', async () => {
    const fetchMock = stubApi(loginAnswers(makeToken()));
    const { router, user } = renderApp('/login');
    await logIn(user, 'Ada@Example.org');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/');
    expect(sessionStorage.getItem('token')).toBe(makeToken());
    expect(getSessionUser()?.email).toBe('ada@example.org');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'ada@example.org',
      password: 'secret-password',
    });
  });

  it.each(['//evil.example/payment', '/\\evil.example', 'https://evil.example'])(
    'returns to ?next= only when it is an address of this app, not %s',
    async (next) => {
      stubApi(loginAnswers(makeToken({ roles: 'ADMIN', firstName: 'Tunde' })));
      const { router, user } = renderApp(`/login?next=${encodeURIComponent(next)}`);
      await logIn(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/systemAdmin/tunde'));
    },
  );

  it('sends an applicant in the middle of the test back to the test view', async () => {
    const testing = makeToken({ applicationStatus: 'TESTING' });
    stubApi({
      ...loginAnswers(testing),
      'POST /api/applicant/stopTest/ada%40example.org': () =>
        jsonResponse(200, { ...testUser, applicationStatus: 'TESTING' }),
    });
    const { router, user } = renderApp('/login');
    await logIn(user);
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?view=test/), { timeout: 4000 });
    expect(router.state.location.pathname).toBe('/dashboard/');
  });

  it('sends an admin to the console named after their first name', async () => {
    stubApi(loginAnswers(makeToken({ roles: 'ADMIN', firstName: 'Tunde' })));
    const { router, user } = renderApp('/login');
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemAdmin/tunde'));
  });

  it('sends an elder to an elder application inside this app', async () => {
    stubApi(loginAnswers(makeToken({ roles: 'ELDER' })));
    const { router, user } = renderApp('/login');
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/all-applicants'));
  });

  it('hands a sponsor to an elder application at another address with a one-time token', async () => {
    stubApi({
      ...loginAnswers(makeToken({ roles: 'SPONSOR' })),
      'GET /api/config': () =>
        jsonResponse(200, { ...testConfig, elderAppUrl: 'https://elders.example.org/' }),
      'POST /api/user/handoff': () => jsonResponse(200, { token: 'one-time', expiresInSeconds: 120 }),
    });
    const { user } = renderApp('/login');
    await logIn(user);
    await waitFor(() =>
      expect(goToExternal).toHaveBeenCalledWith('https://elders.example.org/redirect/one-time'),
    );
  });

  it("shows 'Account Suspended' for a suspended role and keeps no session", async () => {
    stubApi(loginAnswers(makeToken({ roles: 'SUSPENDED' })));
    const { user } = renderApp('/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.accountSuspended);
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
