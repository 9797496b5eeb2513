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
    // An elder's unsaved review scores live in the tab's sessionStorage (decision 0075).
    sessionStorage.setItem(`review-draft:${testUser.id}:applicant-1`, '{}');
    sessionStorage.setItem('review-draft:someone-else:applicant-1', '{}');
    stubApi({ 'POST /api/user/logout': () => jsonResponse(200, { message: 'ok' }) });
    const { router, user } = renderApp('/dashboard/');
    await logOut(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Object.keys(localStorage).sort()).toEqual(['questionnaire:someone-else', 'userTest:attempt-1']);
    expect(sessionStorage.getItem(`review-draft:${testUser.id}:applicant-1`)).toBeNull();
    expect(sessionStorage.getItem('review-draft:someone-else:applicant-1')).toBe('{}');
    sessionStorage.removeItem('review-draft:someone-else:applicant-1');
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

describe('the staff Me menu', () => {
  it('leads elders and admins to My reviews (issue 22.3)', async () => {
    saveSession(makeToken({ roles: 'ELDER', firstName: 'Efe' }));
    stubApi({
      'GET /api/elder/reviews/next': () =>
        jsonResponse(200, { counts: { open: 0, done: 3 }, assignment: null }),
    });
    const { router, user } = renderApp('/hire-from-us');
    await user.click(await screen.findByRole('button', { name: /Me/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'My reviews' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/reviews'));
    expect(await screen.findByText('0 left · 3 done')).toBeInTheDocument();
  });

  it('has no My reviews for a sponsor, who does not review', async () => {
    saveSession(makeToken({ roles: 'SPONSOR', firstName: 'Sam' }));
    stubApi();
    const { user } = renderApp('/hire-from-us');
    await user.click(await screen.findByRole('button', { name: /Me/ }));
    expect(await screen.findByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'My reviews' })).not.toBeInTheDocument();
  });

  it("leads the finance address's account to the finance screen, whatever its role (issue 24.5)", async () => {
    saveSession(makeToken({ roles: 'SPONSOR', firstName: 'Funmi', financeAccess: true }));
    stubApi();
    const { router, user } = renderApp('/hire-from-us');
    await user.click(await screen.findByRole('button', { name: /Me/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Finance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/finance'));
  });

  it('has no Finance for other staff who are not admins', async () => {
    saveSession(makeToken({ roles: 'ELDER', firstName: 'Efe' }));
    stubApi();
    const { user } = renderApp('/hire-from-us');
    await user.click(await screen.findByRole('button', { name: /Me/ }));
    expect(await screen.findByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Finance' })).not.toBeInTheDocument();
  });
});
