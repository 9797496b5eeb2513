import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  EMAIL,
  ENCODED,
  makeProfile,
  PROFILE_KEY,
  signInAs,
  waitForProfile,
} from '../../../features/applicant-profile/test/fixtures';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const OTHER = 'bola@example.org';
const OTHER_KEY = `GET /api/elder/getApplicantByEmail/${encodeURIComponent(OTHER)}`;
const other = () => {
  const profile = makeProfile();
  return {
    ...profile,
    applicant: { ...profile.applicant, email: OTHER, firstName: 'Bola', applicationId: 'SCH-000077' },
  };
};

describe('profile routes', () => {
  beforeEach(() => {
    sessionStorage.clear();
    signInAs('ELDER');
  });

  it('/profile/{email} shows the summary, and the menu links carry ?email=', async () => {
    stubApi({ [PROFILE_KEY]: () => jsonResponse(200, makeProfile()) });
    renderApp(`/profile/${ENCODED}`);
    await waitForProfile();
    const menu = screen.getByRole('navigation', { name: 'Applicant profile' });
    const link = (name: string) => within(menu).getByRole('link', { name });
    expect(link('Summary')).toHaveAttribute('aria-current', 'page');
    expect(link('Full Info')).toHaveAttribute('href', `/profile/full-info?email=${ENCODED}`);
    expect(link('Aptitude Test')).toHaveAttribute('href', `/profile/test?email=${ENCODED}`);
    expect(link('Activity Log')).toHaveAttribute('href', `/profile/activity-log?email=${ENCODED}`);
    expect(link('Back To Dashboard')).toHaveAttribute('href', '/dashboard/all-applicants');
    expect(screen.getByText('Key facts')).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
  });

  it('a sub-path takes ?email= over the applicant last opened', async () => {
    const fetchMock = stubApi({
      [PROFILE_KEY]: () => jsonResponse(200, makeProfile()),
      [OTHER_KEY]: () => jsonResponse(200, other()),
    });
    const first = renderApp(`/profile/${ENCODED}`);
    await waitForProfile();
    first.unmount();
    // Ada is now the applicant last opened; the shared link names Bola.
    renderApp(`/profile/full-info?email=${encodeURIComponent(OTHER)}`);
    expect(await waitForProfile()).toHaveTextContent('SCH-000077');
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('getApplicantByEmail'));
    expect(asked).toEqual([
      `/api/elder/getApplicantByEmail/${ENCODED}`,
      `/api/elder/getApplicantByEmail/${encodeURIComponent(OTHER)}`,
    ]);
    expect(sessionStorage.getItem('lastOpenedApplicant')).toBe(OTHER);
  });

  it.each([
    ['/profile/full-info', 'Full Info'],
    ['/profile/test', 'Aptitude Test'],
    ['/profile/activity-log', 'Activity Log'],
  ])('%s without ?email= shows the applicant last opened', async (path, current) => {
    stubApi({ [PROFILE_KEY]: () => jsonResponse(200, makeProfile()) });
    const first = renderApp(`/profile/${ENCODED}`);
    await waitForProfile();
    first.unmount();
    renderApp(path);
    await waitForProfile();
    const menu = screen.getByRole('navigation', { name: 'Applicant profile' });
    expect(within(menu).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('complementary', { name: 'Applicant' })).toHaveTextContent('SCH-000042');
  });

  it('following the menu keeps the applicant', async () => {
    stubApi({ [PROFILE_KEY]: () => jsonResponse(200, makeProfile()) });
    const { user, router } = renderApp(`/profile/${ENCODED}`);
    await waitForProfile();
    await user.click(screen.getByRole('link', { name: 'Aptitude Test' }));
    expect(await screen.findByText('What is 2 + 2?', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/test');
    expect(router.state.location.search).toBe(`?email=${ENCODED}`);
  });

  it('a sub-path with no ?email= and nothing opened yet points to the records', async () => {
    const fetchMock = stubApi();
    renderApp('/profile/activity-log');
    expect(
      await screen.findByRole('heading', { name: 'Activity Log' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('No applicant chosen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the applicant records' })).toHaveAttribute(
      'href',
      '/dashboard/all-applicants',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('getApplicantByEmail'))).toBe(false);
  });

  it('an unknown e-mail says so, and is not remembered', async () => {
    stubApi({
      [PROFILE_KEY]: () => errorResponse(404, 'No applicant has this e-mail address.', 'NOT_FOUND'),
    });
    renderApp(`/profile/${ENCODED}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'No applicant has this e-mail address.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('lastOpenedApplicant')).toBeNull();
  });

  it("a failed load shows the server's message with Try again", async () => {
    let fail = true;
    stubApi({
      [PROFILE_KEY]: () =>
        fail
          ? errorResponse(500, 'Something went wrong on our side. Please try again.', 'INTERNAL')
          : jsonResponse(200, makeProfile()),
    });
    const { user } = renderApp(`/profile/${ENCODED}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitForProfile();
    expect(sessionStorage.getItem('lastOpenedApplicant')).toBe(EMAIL);
  });

  it('shows a loading state while the profile is on its way', async () => {
    stubApi({ [PROFILE_KEY]: () => new Promise<Response>(() => {}) });
    renderApp(`/profile/${ENCODED}`);
    expect(await screen.findByText('Loading the applicant…', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('/profile/quiz shows the written answers', async () => {
    stubApi({ [PROFILE_KEY]: () => jsonResponse(200, makeProfile()) });
    renderApp(`/profile/quiz?email=${ENCODED}`);
    await waitForProfile();
    expect(screen.getByText('Written Answers')).toBeInTheDocument();
    expect(screen.getByText('I want to build software for farmers.')).toBeInTheDocument();
    expect(screen.getByText('A bakery in Yaba')).toBeInTheDocument();
    expect(screen.getByText('CS50')).toBeInTheDocument();
  });

  it('sends an applicant to their own dashboard', async () => {
    signInAs('APPLICANT');
    const fetchMock = stubApi({
      'GET /api/user/me': () => jsonResponse(401, { message: 'no', code: 'UNAUTHENTICATED' }),
    });
    const { router } = renderApp(`/profile/${ENCODED}`);
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`/profile/${ENCODED}`));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('getApplicantByEmail'))).toBe(false);
  });
});
