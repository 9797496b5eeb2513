import type { UserData } from '@intake/contracts';
import { MONTHS } from '@intake/contracts/constants';
import { messages } from '@intake/contracts/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDataFixture, page1, page2 } from '../../../features/questionnaire/test/render-questionnaire';
import { noProviderPayment } from '../../../features/tuition-payment/test/fixtures';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi, testUser } from '../../../test/api-stub';

const admitted: Partial<UserData> = {
  applicationStatus: 'ACCEPTED_ADMISSION',
  nativeState: 'ACCEPTED_ADMISSION',
  cohortDetails: { tuitionFee: 600_000, cohortStartDate: { month: 'JANUARY', year: 2027 } },
};
const FILE_ID = '6f1c1c8e-0c53-4b7e-9a1e-00000000000f';
const proof = (status: 'pending' | 'declined', declineReason: string | null = null) => ({
  id: '6f1c1c8e-0c53-4b7e-9a1e-0000000000a1',
  paymentMethod: 'ussd',
  amountPaid: 50000,
  transactionDate: '03-02-2027',
  transactionImageLink: `/api/files/${FILE_ID}`,
  fileFormat: 'png',
  phoneNumber: '08012345678',
  depositorName: '',
  depositorAccountName: '',
  originatingBankName: '',
  depositorEmail: '',
  transactionReference: '',
  status,
  declineReason,
  submittedAt: '2027-02-03T10:00:00.000Z',
  decidedAt: null,
  applicant: { id: testUser.id, firstName: 'Ada', lastName: 'Obi', email: testUser.email },
});

import { renderApp } from '../../../test/render-app';

const interview = {
  interviewDate: '12-12-2026',
  interviewTime: '14:30',
  interviewMethod: 'Online',
  optionalInvitationComment: null,
  heldDate: null,
};

const notInvitedToBook = {
  firstName: 'Ada',
  timeZone: 'Africa/Lagos',
  booking: null,
  slots: [],
  reschedulesLeft: 2,
  canReschedule: false,
  changesUntil: null,
  open: false,
};

/** Signs an applicant in with the token's user data; the server may know a newer status. */
function openDashboard(
  tokenUser: Partial<UserData>,
  serverUser: Partial<UserData> = tokenUser,
  handlers = {},
  path = '/dashboard/',
) {
  saveSession(makeToken({ roles: 'APPLICANT', ...tokenUser }));
  const fetchMock = stubApi({
    'GET /api/user/me': () => jsonResponse(200, { ...testUser, ...serverUser }),
    'GET /api/data/get/all': () => jsonResponse(200, formDataFixture),
    [`GET /api/interviewInvite/getInterviewInvite/${testUser.id}`]: () => jsonResponse(200, interview),
    // A school that takes no payments online: the spec's dashboard (issue 24.2).
    'GET /api/native/tuition/payment': () => jsonResponse(200, noProviderPayment),
    'GET /api/applicant/reapply': () => jsonResponse(200, { cohort: null }),
    // Not invited to book (issue 26): the booking panel stays away.
    'GET /api/applicant/interviewBooking': () => jsonResponse(200, notInvitedToBook),
    // "How we reach you" (issue 25.2): a phone not confirmed, nothing chosen.
    'GET /api/applicant/messageConsents': () =>
      jsonResponse(200, { phone: null, phoneConfirmed: false, timeZone: 'Africa/Lagos', channels: [] }),
    ...handlers,
  });
  return { fetchMock, ...renderApp(path) };
}

const runningTest = {
  attemptId: 'attempt-1',
  total: 2,
  questions: [
    { id: 'q1', question: 'What is 2 + 2?', image: 'no image', options: ['3', '4'] },
    { id: 'q2', question: 'What is 3 + 3?', image: 'no image', options: ['5', '6'] },
  ],
  answers: {},
  secondsLeft: 300,
  deadline: new Date(Date.now() + 300_000).toISOString(),
  durationSeconds: 900,
  completed: false,
  stopped: false,
  uncounted: [],
};

/** An applicant taking the two-question test, at `path`. */
const openTesting = (path?: string) =>
  openDashboard(
    { applicationStatus: 'TESTING' },
    { applicationStatus: 'TESTING' },
    { 'GET /api/applicant/test': () => jsonResponse(200, runningTest) },
    path,
  );

const calls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([input]) => String(input));

describe('applicant dashboard', () => {
  it('greets the applicant and, at APPLIED, offers the questionnaire and fetches its option lists', async () => {
    const { fetchMock, user } = openDashboard({ applicationStatus: 'APPLIED' });
    // The dashboard is its own chunk; the first load in a test run takes a moment.
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    // docs/spec/portal-spec.md §9: the first of three positions is 100.
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuetext',
      '1/3',
    );
    expect(screen.getByLabelText('Show us what you got: Pending')).toBeInTheDocument();
    expect(screen.getByText("We'd love to chat")).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock)).toContain('/api/data/get/all'));
    expect(calls(fetchMock).some((path) => path.includes('getInterviewInvite'))).toBe(false);

    fetchMock.mockClear();
    stubApi({
      'GET /api/data/get/all': () => jsonResponse(200, formDataFixture),
      'GET /api/questionnaire': () =>
        jsonResponse(200, { questionnaire: {}, submitted: false, copiedFrom: null }),
    });
    await user.click(screen.getByRole('button', { name: "Fill Form: Let's get to know you" }));
    expect(await screen.findByText('1/4', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('opens the start dialog from Take Test at QUESTIONNAIRE', async () => {
    const { user } = openDashboard({ applicationStatus: 'QUESTIONNAIRE' });
    await user.click(
      await screen.findByRole('button', { name: 'Take Test: Show us what you got' }, { timeout: 4000 }),
    );
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
    // As the invitation e-mail writes it (issue 19.8): 12-hour.
    expect(within(dialog).getByText('2:30 PM')).toBeInTheDocument();
    expect(within(dialog).getByText('12-12-2026')).toBeInTheDocument();
  });

  it('offers an applicant invited to book the free slots beside the interview step', async () => {
    openDashboard(
      { applicationStatus: 'TESTED' },
      { applicationStatus: 'TESTED' },
      {
        'GET /api/applicant/interviewBooking': () =>
          jsonResponse(200, {
            ...notInvitedToBook,
            open: true,
            slots: [
              {
                startsAt: '2099-12-10T09:00:00.000Z',
                endsAt: '2099-12-10T09:30:00.000Z',
                method: 'phone',
                schoolDate: '10-12-2099',
                schoolTime: '10:00',
              },
            ],
          }),
        [`GET /api/interviewInvite/getInterviewInvite/${testUser.id}`]: () =>
          jsonResponse(404, { message: 'No interview', code: 'NOT_FOUND' }),
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'Book your interview' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /10:00 AM · Phone/ })).toBeInTheDocument();
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
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuetext',
      '5/8',
    );
  });

  it('shows the full-info view and comes back with Back Home', async () => {
    const { user } = openDashboard({ applicationStatus: 'TESTED' });
    await user.click(await screen.findByRole('button', { name: 'View my details' }));
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back Home' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  });

  it("opens each view as its own entry, so the phone's Back returns to the dashboard", async () => {
    const { router, user } = openDashboard({ applicationStatus: 'TESTED' });
    await user.click(await screen.findByRole('button', { name: 'View my details' }));
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=fullInfo');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/');
  });

  it('resumes a running test at the question its address names (a reload mid-test)', async () => {
    const { router, user } = openTesting('/dashboard/?view=test&page=2');
    // The test view is its own chunk; the first load in a test run takes a moment.
    expect(await screen.findByText('What is 3 + 3?', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');

    // Back from a reloaded page has no entry of its own to return to: the question before, in place.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('What is 2 + 2?')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=test&page=1');
  });

  it("gives each question of the test its own entry: the phone's Back shows the one before", async () => {
    const { router, user } = openTesting();
    // At TESTING the dashboard itself opens, so that Back from the test leads somewhere.
    await user.click(
      await screen.findByRole('button', { name: 'TESTING: Show us what you got' }, { timeout: 4000 }),
    );
    expect(await screen.findByText('What is 2 + 2?', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?view=test&page=1'));
    await user.click(screen.getByRole('radio', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('What is 3 + 3?')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=test&page=2');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('What is 2 + 2?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/');
  });

  it('reopens the questionnaire on the page its address names, with what was typed on this device', async () => {
    localStorage.setItem(
      `questionnaire:${testUser.id}`,
      JSON.stringify({ ...page1, ...page2, whyApply: 'Typed' }),
    );
    localStorage.setItem(`questionnaire:${testUser.id}:meta`, JSON.stringify({ page: 3, unsynced: true }));
    openDashboard(
      { applicationStatus: 'APPLIED' },
      { applicationStatus: 'APPLIED' },
      {
        'GET /api/questionnaire': () =>
          jsonResponse(200, {
            questionnaire: { ...page1, currentPage: 2 },
            submitted: false,
            copiedFrom: null,
          }),
      },
      '/dashboard/?view=questionnaire&page=3',
    );
    expect(await screen.findByText('3/4', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Why do you want to join the program\?/)).toHaveValue('Typed');
  });

  it("gives each questionnaire page its own entry: the phone's Back shows the page before", async () => {
    const { router, user } = openDashboard(
      { applicationStatus: 'APPLIED' },
      { applicationStatus: 'APPLIED' },
      {
        'GET /api/questionnaire': () =>
          jsonResponse(200, {
            questionnaire: { ...page1, currentPage: 1 },
            submitted: false,
            copiedFrom: null,
          }),
        'PATCH /api/questionnaire': () => jsonResponse(200, { ...testUser, applicationStatus: 'APPLIED' }),
      },
    );
    await user.click(
      await screen.findByRole('button', { name: "Fill Form: Let's get to know you" }, { timeout: 4000 }),
    );
    expect(await screen.findByText('1/4', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?view=questionnaire&page=1'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('2/4')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=questionnaire&page=2');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('1/4')).toBeInTheDocument();
    // The screen's own Back on page 1 returns to the entry the form was opened from.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['the test before the questionnaire is in', { applicationStatus: 'APPLIED' }, '?view=test&page=3'],
    ['the questionnaire once it is in', { applicationStatus: 'QUESTIONNAIRE' }, '?view=questionnaire&page=2'],
    ['the enrolment form before it is allowed', admitted, '?view=enrolmentForm'],
    ['an agreement out of turn', { ...admitted, nativeState: 'PAID_TUITION' }, '?view=loanForm'],
  ] as const)('sends an address for %s to the dashboard, in place', async (_case, status, search) => {
    const { router } = openDashboard(status, status, {}, `/dashboard/${search}`);
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("opens 'Kindly Confirm Payment' from step 4's Upload, and says 'Uploaded Successfully' once sent", async () => {
    let mine: unknown = { proof: null };
    const { user } = openDashboard(admitted, admitted, {
      'GET /api/native/paymentProof': () => jsonResponse(200, mine),
      'GET /api/native/paymentInstructions': () =>
        jsonResponse(200, {
          tuition: { tuitionFee: 600_000, discountAmount: 0, tuitionPaid: 0, amountDue: 600_000 },
          account: { bankName: null, accountName: null, accountNumber: null, ussdCode: '*737#', note: null },
          contactEmail: null,
        }),
      'POST /api/files': () =>
        jsonResponse(201, {
          id: FILE_ID,
          secure_url: `/api/files/${FILE_ID}`,
          original_filename: 'r.png',
          format: 'png',
        }),
      'POST /api/native/uploadProofOfPayment': () => {
        mine = { proof: proof('pending') };
        return jsonResponse(200, { success: true, message: 'Proof received' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Upload: Kindly upload proof of payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kindly Confirm Payment' }, { timeout: 4000 });
    expect(await within(dialog).findByText('NGN 600,000.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'USSD' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Amount paid (NGN)'), '50000');
    await user.type(screen.getByLabelText('Transaction date'), '03-02-2027');
    await user.type(screen.getByLabelText('Phone number used'), '08012345678');
    await user.upload(
      screen.getByLabelText('Proof of payment'),
      new File(['x'], 'r.png', { type: 'image/png' }),
    );
    await screen.findByText('Uploaded: r.png');
    await user.click(screen.getByRole('button', { name: 'Confirm Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.uploadedSuccessfully);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByLabelText('Kindly upload proof of payment: Awaiting confirmation'),
    ).toBeInTheDocument();
  });

  it('shows a pending proof as awaiting confirmation, without Upload', async () => {
    openDashboard(admitted, admitted, {
      'GET /api/native/paymentProof': () => jsonResponse(200, { proof: proof('pending') }),
    });
    expect(await screen.findByText(messages.proofAwaitingConfirmation)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Upload: Kindly upload proof of payment' }),
    ).not.toBeInTheDocument();
  });

  it('shows why a proof was declined and lets the applicant upload again', async () => {
    openDashboard(admitted, admitted, {
      'GET /api/native/paymentProof': () =>
        jsonResponse(200, { proof: proof('declined', 'The amount does not match.') }),
    });
    expect(await screen.findByText(/The amount does not match\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload: Kindly upload proof of payment' })).toBeEnabled();
  });

  it('opens the enrolment form in place, and Back returns to the dashboard', async () => {
    const { user } = openDashboard({ ...admitted, nativeState: 'PAID_TUITION', canFillEnrollmentForm: true });
    await user.click(await screen.findByRole('button', { name: 'Fill Form: Fill the enrollment form' }));
    expect(await screen.findByText('1/2', {}, { timeout: 4000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  });

  it('reopens the enrolment form on the step its address names', async () => {
    const enrolling = { ...admitted, nativeState: 'PAID_TUITION', canFillEnrollmentForm: true } as const;
    openDashboard(enrolling, enrolling, {}, '/dashboard/?view=enrolmentForm&page=2');
    expect(await screen.findByText('2/2', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('opens the payment plan at CHECKED_IN and the native agreement at PAYMENT_AGREEMENT', async () => {
    const { user, unmount } = openDashboard({ ...admitted, nativeState: 'CHECKED_IN' });
    await user.click(await screen.findByRole('button', { name: 'Fill form: Payment Agreement Form' }));
    expect(
      await screen.findByRole('heading', { name: 'TUITION PAYMENT PLAN' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    unmount();

    const next = openDashboard({ ...admitted, nativeState: 'PAYMENT_AGREEMENT' });
    await next.user.click(await screen.findByRole('button', { name: 'Fill form: Fill native form' }));
    expect(
      await screen.findByRole('heading', { name: 'Native Agreement' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('lets a learner past step 6 read back the plan they agreed to (issue 19.13)', async () => {
    const plan = {
      paymentPlan: 'MONTHLY',
      paymentStartMonth: 'MARCH',
      paymentEndMonth: 'FEBRUARY',
      tuitionFee: 600_000,
      discountCode: null,
      discountAmount: 0,
      tuitionPaid: 200_000,
      amountDue: 400_000,
      instalments: MONTHS.map((_, i) => ({
        month: MONTHS[(i + 2) % 12],
        amount: i === 11 ? 33_333.37 : 33_333.33,
      })),
      agreedAt: '2026-11-20T09:30:00.000Z',
    };
    const { user } = openDashboard({ ...admitted, nativeState: 'PAYMENT_AGREEMENT' }, undefined, {
      'GET /api/native/paymentPlan': () => jsonResponse(200, { plan }),
    });
    expect(await screen.findByLabelText('Payment Agreement Form: COMPLETED')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View my payment plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your payment plan' }, { timeout: 4000 });
    expect(await within(dialog).findByText('Monthly (12 instalments)')).toBeInTheDocument();
    expect(within(dialog).getByText('Payments from MARCH to FEBRUARY.')).toBeInTheDocument();
    expect(within(dialog).getByText('- NGN 200,000.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('instalments')).toHaveTextContent(
      '11 × NGN 33,333.33 + 1 × NGN 33,333.37',
    );
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(12);
    expect(within(dialog).getByText('Agreed on 20-11-2026.')).toBeInTheDocument();
  });

  it('congratulates a Native and says when the cohort starts (issue 19.11)', async () => {
    const native: Partial<UserData> = {
      ...admitted,
      applicationStatus: 'NATIVE',
      nativeState: 'NATIVE',
      canFillEnrollmentForm: true,
      canFillTenancyAgreementForm: true,
      cohortDetails: { tuitionFee: 600_000, cohortStartDate: { month: 'MARCH', year: 2027 } },
    };
    openDashboard(native);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Congratulations, Ada: you are a Native!');
    expect(done).toHaveTextContent('Your cohort starts in March 2027.');
    expect(done).toHaveTextContent('We will e-mail you where to be');
  });

  it('does not congratulate a learner with a step left', async () => {
    openDashboard({ ...admitted, nativeState: 'NATIVE_AGREEMENT', canFillTenancyAgreementForm: true });
    expect(
      await screen.findByRole('button', { name: 'Fill form: Fill tenancy agreement form' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/you are a Native/)).toBeNull();
  });
});
