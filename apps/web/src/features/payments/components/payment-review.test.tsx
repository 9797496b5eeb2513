import type { UserData } from '@intake/contracts';
import { messages } from '@intake/contracts/messages';
import { DEFAULT_DECLINE_REASON } from '@intake/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { errorResponse, headersOf, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import {
  FILE_ID,
  fileResponse,
  PROOF_ID,
  paymentInstructions,
  proofRecord,
  stubBlobUrls,
} from '../test/render-feature';

const proofPath = `/api/elder/paymentProofs/${PROOF_ID}`;
const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method);

let restoreBlobs: () => void;
beforeEach(() => {
  restoreBlobs = stubBlobUrls();
});
afterEach(() => restoreBlobs());

function openAsStaff(
  path: string,
  handlers = {},
  user: Partial<UserData> = { roles: 'ELDER', firstName: 'Efe' },
) {
  saveSession(makeToken(user));
  const fetchMock = stubApi({
    [`GET ${proofPath}`]: () => jsonResponse(200, proofRecord()),
    [`GET /api/files/${FILE_ID}`]: () => fileResponse(),
    ...handlers,
  });
  return { fetchMock, ...renderApp(path) };
}

describe('staff payment review', () => {
  it('shows the proof with its image fetched with the session token, and confirms it', async () => {
    const { fetchMock, user } = openAsStaff(`/confirm-payment?proof=${PROOF_ID}`, {
      [`POST ${proofPath}/confirm`]: () =>
        jsonResponse(200, {
          message: messages.paymentConfirmed,
          proof: proofRecord({ status: 'confirmed', decidedAt: '2027-02-04T10:00:00.000Z' }),
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Proof of payment' })).toBeInTheDocument();
    expect(screen.getByText('Ada Obi (ada@example.org)')).toBeInTheDocument();
    expect(screen.getByText('Bank Transfer')).toBeInTheDocument();
    expect(screen.getByText('NGN 150,000.00')).toBeInTheDocument();
    expect(screen.getByText('First Bank')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The uploaded proof of payment' })).toHaveAttribute(
      'src',
      'blob:proof-1',
    );
    const [, fileInit] = callsTo(fetchMock, 'GET', `/api/files/${FILE_ID}`)[0] ?? [];
    expect(headersOf(fileInit ?? {}).get('Authorization')).toMatch(/^Bearer /);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.paymentConfirmed);
    expect(callsTo(fetchMock, 'POST', `${proofPath}/confirm`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/all-applicants',
    );
  });

  it('declines with a reason (required), shown to the applicant', async () => {
    const { fetchMock, user } = openAsStaff(`/ussd?proof=${PROOF_ID}`, {
      [`POST ${proofPath}/decline`]: () =>
        jsonResponse(200, {
          message: messages.paymentDeclined,
          proof: proofRecord({ status: 'declined', declineReason: 'Amount does not match.' }),
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const reason = screen.getByLabelText('Why is this payment declined?');
    expect(reason).toHaveValue(DEFAULT_DECLINE_REASON);
    await user.clear(reason);
    await user.click(screen.getByRole('button', { name: 'Decline payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.declineReasonRequired);
    expect(callsTo(fetchMock, 'POST', `${proofPath}/decline`)).toHaveLength(0);

    await user.type(reason, 'Amount does not match.');
    await user.click(screen.getByRole('button', { name: 'Decline payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.paymentDeclined);
    const [, init] = callsTo(fetchMock, 'POST', `${proofPath}/decline`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Amount does not match.' });
  });

  it('says so when the payment was answered first elsewhere (409)', async () => {
    const { user } = openAsStaff(`/confirm-payment?proof=${PROOF_ID}`, {
      [`POST ${proofPath}/confirm`]: () => errorResponse(409, messages.paymentAttended, 'CONFLICT'),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.paymentAttended);
  });

  it('offers no buttons for a proof already answered, and links a PDF proof', async () => {
    openAsStaff(`/confirm-payment?proof=${PROOF_ID}`, {
      [`GET ${proofPath}`]: () =>
        jsonResponse(
          200,
          proofRecord({ status: 'declined', declineReason: 'Wrong account', fileFormat: 'pdf' }),
        ),
      [`GET /api/files/${FILE_ID}`]: () => fileResponse('application/pdf'),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(messages.paymentAttended);
    expect(screen.getByText('Wrong account')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the PDF proof' })).toHaveAttribute(
      'href',
      'blob:proof-1',
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('explains the page without a proof id', async () => {
    const { fetchMock } = openAsStaff('/confirm-payment', {}, { roles: 'ADMIN', firstName: 'Ade' });
    expect(await screen.findByRole('heading', { name: 'No payment chosen' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', proofPath)).toHaveLength(0);
  });

  it('keeps the review for staff: an applicant goes to their dashboard', async () => {
    const { router } = openAsStaff(
      `/confirm-payment?proof=${PROOF_ID}`,
      {
        'GET /api/user/me': () => jsonResponse(200, {}),
      },
      { roles: 'APPLICANT' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
  });

  it('opened from the staff e-mail without a session, asks for sign-in and comes back to the proof', async () => {
    stubApi({
      'POST /api/user/login': () => jsonResponse(200, { accessToken: makeToken({ roles: 'ELDER' }) }),
      [`GET ${proofPath}`]: () => jsonResponse(200, proofRecord()),
      [`GET /api/files/${FILE_ID}`]: () => fileResponse(),
    });
    const { router, user } = renderApp(`/confirm-payment?proof=${PROOF_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText('Email'), 'efe@school.org');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Proof of payment' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/confirm-payment?proof=${PROOF_ID}`,
    );
  });

  it('shows the fee owed beside the amount paid, and the school account to match it against (issue 19.7)', async () => {
    openAsStaff(`/confirm-payment?proof=${PROOF_ID}`);
    const paid = await screen.findByText('Amount paid');
    // The amount due follows the amount paid, in the same list.
    const rows = paid.closest('.mantine-Stack-root');
    expect(rows).toHaveTextContent(/Amount paidNGN 150,000\.00Amount dueNGN 600,000\.00/);
    const account = screen.getByRole('region', { name: "The school's account" });
    for (const text of ['Lagos Savings Bank', 'Intake School Fees', '0123456789', '*737*2*1#']) {
      expect(within(account).getByText(text)).toBeInTheDocument();
    }
  });

  it('says when the cohort has no fee or the school no account, rather than showing nothing', async () => {
    const nothing = { bankName: null, accountName: null, accountNumber: null, ussdCode: null, note: null };
    openAsStaff(`/confirm-payment?proof=${PROOF_ID}`, {
      [`GET ${proofPath}`]: () =>
        jsonResponse(
          200,
          proofRecord({ instructions: paymentInstructions({ tuition: null, account: nothing }) }),
        ),
    });
    expect(await screen.findByText('No tuition fee is set for this cohort')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "The school's account" })).toHaveTextContent(
      'No payment details are set',
    );
  });
});
