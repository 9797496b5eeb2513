import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import { paths } from '@intake/contracts/pages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_URL,
  paystackPayment,
  stubLocationAssign,
} from '../../../features/tuition-payment/test/fixtures';
import { getToken } from '../../../lib/session';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'tok_abc123';
const payLinkState = {
  learnerFirstName: 'Ada',
  cohortName: 'Cohort 12 (January 2027)',
  payment: paystackPayment,
};

describe('the shared payment link /pay/:token', () => {
  it('shows whose tuition, the amount, the account and Pay, without logging in', async () => {
    const fetchMock = stubApi({
      [`GET /api/pay/${TOKEN}`]: () => jsonResponse(200, payLinkState),
      [`POST /api/pay/${TOKEN}/checkout`]: () =>
        jsonResponse(200, { checkoutUrl: CHECKOUT_URL, reference: 'ref_link_1' }),
    });
    const assign = stubLocationAssign();
    const { user } = renderApp(`/pay/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: text.payLinkTitle('Ada') }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(screen.getByText('Cohort 12 (January 2027)')).toBeInTheDocument();
    expect(screen.getByTestId('due-now')).toHaveTextContent('NGN 250,000.50');
    expect(screen.getByText('9930011223')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay NGN 250,000.50 now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    const checkout = fetchMock.mock.calls.find(([input]) => String(input) === `/api/pay/${TOKEN}/checkout`);
    // The link's token is the only credential sent.
    expect(new Headers(checkout?.[1]?.headers).get('Authorization')).toBeNull();
    expect(sessionStorage.getItem('intake.checkout.origin')).toBe(`/pay/${TOKEN}`);
  });

  it('sends an expired or unknown link to the link-error page', async () => {
    stubApi({
      [`GET /api/pay/${TOKEN}`]: () => errorResponse(400, 'This link is no longer valid.', 'LINK_INVALID'),
    });
    const { router } = renderApp(`/pay/${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.linkError), { timeout: 4000 });
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('offers Try again when the link cannot be read for another reason (a dropped connection)', async () => {
    let answer = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
    stubApi({ [`GET /api/pay/${TOKEN}`]: () => answer() });
    const { user } = renderApp(`/pay/${TOKEN}`);
    expect(await screen.findByText(text.loadFailed, {}, { timeout: 4000 })).toBeInTheDocument();
    answer = () => Promise.resolve(jsonResponse(200, payLinkState));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: text.payLinkTitle('Ada') })).toBeInTheDocument();
  });

  it('says there is nothing to pay once the balance is cleared', async () => {
    stubApi({
      [`GET /api/pay/${TOKEN}`]: () =>
        jsonResponse(200, {
          ...payLinkState,
          payment: { ...paystackPayment, dueNowKobo: 0, balanceKobo: 0, paidKobo: 60_000_000 },
        }),
    });
    renderApp(`/pay/${TOKEN}`);
    expect(await screen.findByText(text.nothingToPay, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByText('9930011223')).not.toBeInTheDocument();
  });
});
