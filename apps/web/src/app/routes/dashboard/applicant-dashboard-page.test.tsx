import type { UserData } from '@intake/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDataFixture } from '../../../features/questionnaire/test/render-questionnaire';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi, testUser } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const interview = {
  interviewDate: '12-12-2026',
  interviewTime: '14:30',
  interviewMethod: 'Online',
  optionalInvitationComment: null,
};

/** Signs an applicant in with the token's user data; the server may know a newer status. */
function openDashboard(
  tokenUser: Partial<UserData>,
  serverUser: Partial<UserData> = tokenUser,
  handlers = {},
) {
  saveSession(makeToken({ roles: 'APPLICANT', ...tokenUser }));
  const fetchMock = stubApi({
    'GET /api/user/me': () => jsonResponse(200, { ...testUser, ...serverUser }),
    'GET /api/data/get/all': () => jsonResponse(200, formDataFixture),
    [`GET /api/interviewInvite/getInterviewInvite/${testUser.id}`]: () => jsonResponse(200, interview),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/dashboard/') };
}

const calls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([input]) => String(input));

describe('applicant dashboard', () => {
  it('greets the applicant and, at APPLIED, offers the questionnaire and fetches its option lists', async () => {
    const { fetchMock, user } = openDashboard({ applicationStatus: 'APPLIED' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByLabelText('Show us what you got: Pending')).toBeInTheDocument();
    expect(screen.getByText("We'd love to chat")).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock)).toContain('/api/data/get/all'));
    expect(calls(fetchMock).some((path) => path.includes('getInterviewInvite'))).toBe(false);

    fetchMock.mockClear();
    stubApi({
      'GET /api/data/get/all': () => jsonResponse(200, formDataFixture),
      'GET /api/questionnaire': () => jsonResponse(200, { questionnaire: {}, submitted: false }),
    });
    await user.click(screen.getByRole('button', { name: "Fill Form: Let's get to know you" }));
    expect(await screen.findByText('1/4', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('opens the start dialog from Take Test at QUESTIONNAIRE', async () => {
    const { user } = openDashboard({ applicationStatus: 'QUESTIONNAIRE' });
    await user.click(await screen.findByRole('button', { name: 'Take Test: Show us what you got' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ONE attempt/)).toBeInTheDocument();
  });

  it('takes the newer status from the server and shows the interview with its details', async () => {
    const { user } = openDashboard(
      { applicationStatus: 'TESTED' },
      { applicationStatus: 'INVITED_FOR_INTERVIEW' },
    );
    expect(await screen.findByText('We are chatting on 12-12-2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interview details' });
    expect(within(dialog).getByText('Online')).toBeInTheDocument();
    expect(within(dialog).getByText('14:30')).toBeInTheDocument();
    expect(within(dialog).getByText('12-12-2026')).toBeInTheDocument();
  });

  it("says 'We chatted on' once the interview is behind the applicant", async () => {
    openDashboard({ applicationStatus: 'INTERVIEWED' });
    expect(await screen.findByText('We chatted on 12-12-2026')).toBeInTheDocument();
  });

  it('shows the eight steps after admission, with the enrolment form open once allowed', async () => {
    openDashboard({
      applicationStatus: 'ACCEPTED_ADMISSION',
      nativeState: 'PAID_TUITION',
      canFillEnrollmentForm: true,
    });
    expect(await screen.findByRole('button', { name: 'Fill Form: Fill the enrollment form' })).toBeEnabled();
    expect(screen.getByLabelText('Kindly upload proof of payment: COMPLETED')).toBeInTheDocument();
    expect(screen.getByLabelText('Fill tenancy agreement form: Disabled')).toBeInTheDocument();
    expect(screen.queryByText('Fill loan agreement form')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuemax', '8');
  });

  it('shows the full-info view and comes back with Back Home', async () => {
    const { user } = openDashboard({ applicationStatus: 'TESTED' });
    await user.click(await screen.findByRole('button', { name: 'View my details' }));
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back Home' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  });

  it('resumes a running test straight away', async () => {
    openDashboard(
      { applicationStatus: 'TESTING' },
      { applicationStatus: 'TESTING' },
      {
        'GET /api/applicant/test': () =>
          jsonResponse(200, {
            attemptId: 'attempt-1',
            total: 1,
            questions: [{ id: 'q1', question: 'What is 2 + 2?', image: 'no image', options: ['3', '4'] }],
            answers: {},
            secondsLeft: 300,
            deadline: new Date(Date.now() + 300_000).toISOString(),
            completed: false,
          }),
      },
    );
    // The test view is its own chunk; the first load in a test run takes a moment.
    expect(await screen.findByText('What is 2 + 2?', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
  });
});
