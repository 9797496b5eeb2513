import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { errorResponse, headersOf, jsonResponse, makeToken, noResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

async function logOut(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /Me/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
}

describe('header layout', () => {
  it('logs out on the server, clears the session and goes to /login', async () => {
    saveSession(makeToken());
    const fetchMock = stubApi({ 'POST /api/user/logout': () => jsonResponse(200, { message: 'ok' }) });
    const { router, user } = renderApp('/dashboard/');
    await logOut(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('userData')).toBeNull();
    const init = fetchMock.mock.calls.find(([url]) => url === '/api/user/logout')?.[1] ?? {};
    expect(headersOf(init).get('Authorization')).toBe(`Bearer ${makeToken()}`);
  });

  it.each([
    ['fails', () => errorResponse(500, 'Server down', 'INTERNAL')],
    ['gets no answer', noResponse],
  ])('clears the session even when the logout call %s', async (_case, answer) => {
    saveSession(makeToken());
    stubApi({ 'POST /api/user/logout': answer });
    const { router, user } = renderApp('/dashboard/');
    await logOut(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
