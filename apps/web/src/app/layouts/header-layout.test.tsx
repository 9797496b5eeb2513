import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import {
  errorResponse,
  headersOf,
  jsonResponse,
  makeToken,
  noResponse,
  stubApi,
  testUser,
} from '../../test/api-stub';
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

  it("clears the user's drafts on this device, and only theirs (issue 19.4)", async () => {
    saveSession(makeToken());
    localStorage.setItem(`questionnaire:${testUser.id}`, '{"whyApply":"mine"}');
    localStorage.setItem(`questionnaire:${testUser.id}:meta`, '{"page":4,"unsynced":true}');
    localStorage.setItem(`enrolment-draft:${testUser.id}`, '{}');
    localStorage.setItem('questionnaire:someone-else', '{"whyApply":"theirs"}');
    // An unsent test result waits for its owner's next log-in (docs/spec/portal-spec.md §4); it names its owner.
    localStorage.setItem('userTest:attempt-1', '{}');
    stubApi({ 'POST /api/user/logout': () => jsonResponse(200, { message: 'ok' }) });
    const { router, user } = renderApp('/dashboard/');
    await logOut(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Object.keys(localStorage).sort()).toEqual(['questionnaire:someone-else', 'userTest:attempt-1']);
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
