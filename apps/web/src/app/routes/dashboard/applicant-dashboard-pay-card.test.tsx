import type { UserData } from '@intake/contracts';
import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tuitionPaymentQueryKey } from '../../../features/tuition-payment';
import { noProviderPayment, paystackPayment } from '../../../features/tuition-payment/test/fixtures';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi, testUser } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const TUITION_CALL = 'GET /api/native/tuition/payment';
const admitted: Partial<UserData> = {
  applicationStatus: 'ACCEPTED_ADMISSION',
  nativeState: 'ACCEPTED_ADMISSION',
  cohortDetails: { tuitionFee: 600_000, cohortStartDate: { month: 'JANUARY', year: 2027 } },
};
const checkedIn: Partial<UserData> = { ...admitted, nativeState: 'CHECKED_IN', canFillEnrollmentForm: true };
const paymentInstructions = {
  tuition: { tuitionFee: 600_000, discountAmount: 0, tuitionPaid: 0, amountDue: 600_000 },
  account: { bankName: null, accountName: null, accountNumber: null, ussdCode: '*737#', note: null },
  contactEmail: null,
};

function openDashboard(user: Partial<UserData>, payment: unknown) {
  saveSession(makeToken({ roles: 'APPLICANT', ...user }));
  const fetchMock = stubApi({
    'GET /api/user/me': () => jsonResponse(200, { ...testUser, ...user }),
    [`GET /api/interviewInvite/getInterviewInvite/${testUser.id}`]: () => jsonResponse(200, null),
    'GET /api/native/paymentProof': () => jsonResponse(200, { proof: null }),
    'GET /api/native/paymentInstructions': () => jsonResponse(200, paymentInstructions),
    [TUITION_CALL]: () => jsonResponse(200, payment),
  });
  return { fetchMock, ...renderApp('/dashboard/') };
}

const asked = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.some(([input]) => String(input) === '/api/native/tuition/payment');

/** The dashboard has the server's answer about tuition (so a card that is absent is absent for good). */
const answered = (queryClient: QueryClient) =>
  waitFor(() => expect(queryClient.getQueryState(tuitionPaymentQueryKey)?.status).toBe('success'));

describe('paying on the dashboard (issue 24.2)', () => {
  it("keeps today's dashboard exactly when the school takes no payments online", async () => {
    const { queryClient } = openDashboard(admitted, noProviderPayment);
    expect(
      await screen.findByRole(
        'button',
        { name: 'Upload: Kindly upload proof of payment' },
        { timeout: 15_000 },
      ),
    ).toBeEnabled();
    await answered(queryClient);
    expect(screen.queryByRole('heading', { name: text.cardTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.shareLink })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.paidAnotherWay })).not.toBeInTheDocument();
    expect(screen.queryByText(/NGN/)).not.toBeInTheDocument();
  });

  it('shows the amount due, the account and Pay while step 4 is open, beside the proof upload', async () => {
    const { user } = openDashboard(admitted, paystackPayment);
    const card = await screen.findByRole('region', { name: text.cardTitle }, { timeout: 4000 });
    expect(within(card).getByTestId('due-now')).toHaveTextContent('NGN 250,000.50');
    expect(within(card).getByText('9930011223')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pay NGN 250,000.50 now' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: text.shareLink })).toBeInTheDocument();
    // The spec's step 4 stays, and the card's fallback opens the same dialog, word for word.
    expect(screen.getByRole('button', { name: 'Upload: Kindly upload proof of payment' })).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: text.paidAnotherWay }));
    const dialog = await screen.findByRole('dialog', { name: 'Kindly Confirm Payment' }, { timeout: 4000 });
    expect(within(dialog).getByRole('radio', { name: 'USSD' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Bank Deposit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Bank Transfer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('keeps the card after step 4 while a balance remains, without the proof upload', async () => {
    const afterFirstPayment = { ...paystackPayment, dueNowKobo: 5_000_000, paidKobo: 25_000_050 };
    openDashboard(checkedIn, afterFirstPayment);
    const card = await screen.findByRole('region', { name: text.cardTitle }, { timeout: 4000 });
    expect(within(card).getByTestId('due-now')).toHaveTextContent('NGN 50,000.00');
    expect(within(card).queryByRole('button', { name: text.paidAnotherWay })).not.toBeInTheDocument();
  });

  it('shows no card after step 4 once nothing is left to pay', async () => {
    const { queryClient } = openDashboard(checkedIn, {
      ...paystackPayment,
      dueNowKobo: 0,
      balanceKobo: 0,
      paidKobo: 60_000_000,
    });
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    await answered(queryClient);
    expect(screen.queryByRole('heading', { name: text.cardTitle })).not.toBeInTheDocument();
  });

  it('does not ask about tuition before admission', async () => {
    const { fetchMock } = openDashboard({ applicationStatus: 'INTERVIEWED' }, paystackPayment);
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(asked(fetchMock)).toBe(false);
  });
});
