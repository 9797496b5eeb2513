import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import { paths } from '@intake/contracts/pages';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECHECK_MS } from '../../../features/tuition-payment/api/confirm-checkout-return';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const RETURN_CALL = 'POST /api/payments/checkoutReturn';
type Answer = { state: 'paid' | 'pending' | 'failed'; amountKobo: number | null };

/** The return call answering each time with the next of `answers` (the last one repeated). */
function stubReturn(...answers: (Answer | Response)[]) {
  const sent: string[] = [];
  const fetchMock = stubApi({
    [RETURN_CALL]: (init) => {
      sent.push(JSON.parse(String(init.body)).reference);
      const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
      return answer instanceof Response ? answer : jsonResponse(200, answer);
    },
  });
  return { fetchMock, sent };
}

describe('the checkout return page /pay-return', () => {
  it("says paid only on the server's word, asking once however often the page renders", async () => {
    const { sent } = stubReturn({ state: 'paid', amountKobo: 25_000_050 });
    const { router } = renderApp(`${paths.checkoutReturn}?reference=ref_1&trxref=ref_1`);
    expect(
      await screen.findByRole('heading', { name: text.paidTitle }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(text.paidText('NGN 250,000.50'))).toBeInTheDocument();
    // Re-rendering (a navigation within the page) does not post again.
    await act(() =>
      router.navigate(`${paths.checkoutReturn}?reference=ref_1&trxref=ref_1`, { replace: true }),
    );
    expect(screen.getByRole('heading', { name: text.paidTitle })).toBeInTheDocument();
    expect(sent).toEqual(['ref_1']);
    expect(screen.getByRole('link', { name: text.backToDashboard })).toHaveAttribute('href', paths.dashboard);
  });

  it('is safe on reload: a reloaded page asks the server again and shows its answer', async () => {
    const first = stubReturn({ state: 'pending', amountKobo: null });
    const { unmount } = renderApp(`${paths.checkoutReturn}?reference=ref_2`);
    expect(
      await screen.findByRole('heading', { name: text.pendingTitle }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: text.paidTitle })).not.toBeInTheDocument();
    unmount();
    expect(first.sent).toEqual(['ref_2']);

    const second = stubReturn({ state: 'paid', amountKobo: null });
    renderApp(`${paths.checkoutReturn}?reference=ref_2`);
    expect(await screen.findByRole('heading', { name: text.paidTitle })).toBeInTheDocument();
    expect(screen.getByText(text.paidText(null))).toBeInTheDocument();
    expect(second.sent).toEqual(['ref_2']);
  });

  it("reads Flutterwave's tx_ref", async () => {
    const { sent } = stubReturn({ state: 'paid', amountKobo: 100 });
    renderApp(`${paths.checkoutReturn}?status=successful&tx_ref=intake-tx-9&transaction_id=4567`);
    expect(
      await screen.findByRole('heading', { name: text.paidTitle }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(sent).toEqual(['intake-tx-9']);
  });

  it('asks again by itself a few seconds after "still processing", and on Check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sent } = stubReturn(
      { state: 'pending', amountKobo: null },
      { state: 'pending', amountKobo: null },
      { state: 'paid', amountKobo: 25_000_050 },
    );
    const { user } = renderApp(`${paths.checkoutReturn}?reference=ref_3`, {
      advanceTimers: vi.advanceTimersByTime,
    });
    expect(
      await screen.findByRole('heading', { name: text.pendingTitle }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(text.pendingText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToDashboard })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(screen.getByRole('heading', { name: text.pendingTitle })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.checkAgain }));
    expect(await screen.findByRole('heading', { name: text.paidTitle })).toBeInTheDocument();
    expect(sent).toEqual(['ref_3', 'ref_3', 'ref_3']);
  });

  it('says a failed payment failed, and Try again goes back to where the payer started', async () => {
    stubReturn({ state: 'failed', amountKobo: null });
    sessionStorage.setItem('intake.checkout.origin', '/pay/tok_abc123');
    const { user, router } = renderApp(`${paths.checkoutReturn}?reference=ref_4`);
    expect(
      await screen.findByRole('heading', { name: text.failedTitle }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(text.paidTitle)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.tryAgain }));
    expect(router.state.location.pathname).toBe('/pay/tok_abc123');
  });

  it('never says paid when the server cannot answer, and lets the payer ask again', async () => {
    const { sent } = stubReturn(
      errorResponse(503, 'The payment provider is not answering.', 'SERVICE_UNAVAILABLE'),
      { state: 'paid', amountKobo: 500 },
    );
    const { user } = renderApp(`${paths.checkoutReturn}?reference=ref_5`);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The payment provider is not answering.',
    );
    expect(screen.queryByRole('heading', { name: text.paidTitle })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.checkAgain }));
    expect(await screen.findByRole('heading', { name: text.paidTitle })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('asks nothing without a reference, and offers the way back', async () => {
    const { fetchMock } = stubReturn({ state: 'paid', amountKobo: null });
    renderApp(`${paths.checkoutReturn}?reference=${'x'.repeat(101)}`);
    expect(await screen.findByText(text.noReference, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToDashboard })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/payments/checkoutReturn')).toBe(
      false,
    );
  });
});
