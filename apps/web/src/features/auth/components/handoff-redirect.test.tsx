import type { Role } from '@intake/contracts';
import { messages } from '@intake/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const redeemCall = 'POST /api/user/redeemHandoff/one-time-token';

describe('redirect page', () => {
  it.each<[Role, string]>([
    ['ADMIN', '/systemAdmin/admin'],
    ['ELDER', '/dashboard/all-applicants'],
    ['SPONSOR', '/dashboard/all-applicants'],
    ['APPLICANT', '/redirect/wrongRoute'],
  ])('logs a %s in with the token and sends them to %s', async (role, destination) => {
    const fetchMock = stubApi({
      [redeemCall]: () => jsonResponse(200, { accessToken: makeToken({ roles: role }) }),
    });
    const { router } = renderApp('/redirect/one-time-token');
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
    expect(sessionStorage.getItem('token')).toBe(makeToken({ roles: role }));
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/user/redeemHandoff')),
    ).toHaveLength(1);
  });

  it('tells an applicant the page is for staff and links to the dashboard', async () => {
    stubApi({ [redeemCall]: () => jsonResponse(200, { accessToken: makeToken() }) });
    renderApp('/redirect/one-time-token');
    expect(await screen.findByRole('heading', { name: 'This page is for staff' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard/');
  });

  it("shows 'Oops, an error occurred!' with 'Try again' for a bad or expired token", async () => {
    stubApi({ [redeemCall]: () => errorResponse(400, messages.linkExpired, 'LINK_EXPIRED') });
    renderApp('/redirect/one-time-token');
    expect(await screen.findByRole('heading', { name: messages.errorOccurred })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/login');
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
