import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import { messages } from '@intake/contracts/messages';
import { paths } from '@intake/contracts/pages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import {
  CHECKOUT_URL,
  flutterwavePayment,
  paystackPayment,
  stubClipboard,
  stubLocationAssign,
} from '../test/fixtures';
import { renderSignedIn } from '../test/render-feature';
import { TuitionPayCard } from './tuition-pay-card';

const checkoutCall = 'POST /api/native/tuition/checkout';
const payLinkCall = 'POST /api/native/tuition/payLink';
const PAY_LINK = 'https://portal.example.org/pay/tok_abc123';

const callsTo = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

describe('the dashboard pay card', () => {
  it('shows what is due now and the balance in naira, exactly from kobo', () => {
    stubApi();
    renderSignedIn(<TuitionPayCard payment={paystackPayment} firstName="Ada" />);
    expect(screen.getByRole('heading', { name: text.cardTitle })).toBeInTheDocument();
    expect(screen.getByTestId('due-now')).toHaveTextContent('NGN 250,000.50');
    expect(screen.getByTestId('balance')).toHaveTextContent('NGN 600,000.00');
    expect(screen.getByRole('button', { name: 'Pay NGN 250,000.50 now' })).toBeEnabled();
  });

  it('shows the account to transfer to, and copies its number', async () => {
    stubApi();
    const { user } = renderSignedIn(<TuitionPayCard payment={paystackPayment} firstName="Ada" />);
    const account = screen.getByRole('region', { name: text.transferTitle });
    expect(within(account).getByLabelText(text.accountNumber)).toHaveTextContent('9930011223');
    expect(account).toHaveTextContent('Wema Bank');
    expect(account).toHaveTextContent('Lagos School / Ada Obi');

    const writeText = stubClipboard();
    await user.click(within(account).getByRole('button', { name: text.copyAccountNumber }));
    expect(writeText).toHaveBeenCalledWith('9930011223');
    expect(within(account).getByRole('button', { name: text.copyAccountNumber })).toHaveTextContent(
      text.copied,
    );
  });

  it('says to copy by hand when the browser refuses the clipboard', async () => {
    stubApi();
    const { user } = renderSignedIn(<TuitionPayCard payment={paystackPayment} firstName="Ada" />);
    stubClipboard(true);
    await user.click(screen.getByRole('button', { name: text.copyAccountNumber }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.copyFailed);
  });

  it('starts one checkout however often Pay is tapped, and goes to the provider', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ [checkoutCall]: () => answer.promise });
    const assign = stubLocationAssign();
    const { user } = renderSignedIn(<TuitionPayCard payment={paystackPayment} firstName="Ada" />);
    const pay = screen.getByRole('button', { name: 'Pay NGN 250,000.50 now' });
    await user.click(pay);
    await user.click(pay);
    expect(pay).toBeDisabled();
    answer.resolve(jsonResponse(200, { checkoutUrl: CHECKOUT_URL, reference: 'ref_1' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(callsTo(fetchMock, checkoutCall)).toHaveLength(1);
    // Busy until the provider's page opens: no second checkout meanwhile.
    expect(screen.getByRole('button', { name: 'Pay NGN 250,000.50 now' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(text.goingToCheckout);
    expect(sessionStorage.getItem('intake.checkout.origin')).toBe(paths.dashboard);
  });

  it('says clearly when online payment is unavailable (503), and lets the learner try again', async () => {
    const fetchMock = stubApi({
      [checkoutCall]: () => errorResponse(503, 'Paystack is not answering', 'SERVICE_UNAVAILABLE'),
    });
    const assign = stubLocationAssign();
    const { user } = renderSignedIn(<TuitionPayCard payment={paystackPayment} firstName="Ada" />);
    await user.click(screen.getByRole('button', { name: 'Pay NGN 250,000.50 now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.checkoutUnavailable);
    expect(assign).not.toHaveBeenCalled();
    const pay = screen.getByRole('button', { name: 'Pay NGN 250,000.50 now' });
    expect(pay).toBeEnabled();
    await user.click(pay);
    await waitFor(() => expect(callsTo(fetchMock, checkoutCall)).toHaveLength(2));
  });

  it('never leaves for a checkout address that is not a web page', async () => {
    stubApi({
      [checkoutCall]: () => jsonResponse(200, { checkoutUrl: 'javascript:alert(1)', reference: 'ref_x' }),
    });
    const assign = stubLocationAssign();
    const { user } = renderSignedIn(<TuitionPayCard payment={paystackPayment} firstName="Ada" />);
    await user.click(screen.getByRole('button', { name: 'Pay NGN 250,000.50 now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.internalError);
    expect(assign).not.toHaveBeenCalled();
  });

  it('makes a payment link to copy and to share on WhatsApp', async () => {
    const fetchMock = stubApi({
      [payLinkCall]: () => jsonResponse(200, { url: PAY_LINK, expiresAt: '2026-12-11T10:00:00.000Z' }),
    });
    const { user } = renderSignedIn(<TuitionPayCard payment={paystackPayment} firstName="Ada" />);
    await user.click(screen.getByRole('button', { name: text.shareLink }));
    const shared = await screen.findByRole('region', { name: text.shareLink });
    expect(within(shared).getByTestId('pay-link-url')).toHaveTextContent(PAY_LINK);
    const whatsApp = within(shared).getByRole('link', { name: text.shareOnWhatsApp });
    const href = new URL(whatsApp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(text.whatsAppMessage('Ada', PAY_LINK));
    expect(href.searchParams.get('text')).toContain(PAY_LINK);
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');

    const writeText = stubClipboard();
    await user.click(within(shared).getByRole('button', { name: text.copyLink }));
    expect(writeText).toHaveBeenCalledWith(PAY_LINK);
    expect(callsTo(fetchMock, payLinkCall)).toHaveLength(1);
  });

  it('offers the proof upload for a payment made another way while step 4 is open', async () => {
    stubApi();
    const onUploadProof = vi.fn();
    const { user } = renderSignedIn(
      <TuitionPayCard payment={paystackPayment} firstName="Ada" onUploadProof={onUploadProof} />,
    );
    await user.click(screen.getByRole('button', { name: text.paidAnotherWay }));
    expect(onUploadProof).toHaveBeenCalledOnce();
  });

  it('offers no Pay button when the provider has no checkout, only the account', () => {
    stubApi();
    renderSignedIn(<TuitionPayCard payment={{ ...paystackPayment, checkout: false }} firstName="Ada" />);
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.getByText('9930011223')).toBeInTheDocument();
  });

  it('offers no Pay button when nothing is due now, and says so', () => {
    stubApi();
    renderSignedIn(<TuitionPayCard payment={{ ...paystackPayment, dueNowKobo: 0 }} firstName="Ada" />);
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.getByText(text.nothingDueNow)).toBeInTheDocument();
  });
});

describe('the pay card with Flutterwave (a temporary account per amount)', () => {
  const transferCall = 'POST /api/native/tuition/transferAccount';
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('asks for an account on a tap and says what to transfer, where and by when', async () => {
    const expiresAt = inAnHour();
    const fetchMock = stubApi({
      [transferCall]: () =>
        jsonResponse(200, {
          accountNumber: '7000000001',
          bankName: 'WEMA BANK',
          amountKobo: 25_000_050,
          expiresAt,
        }),
    });
    const { user } = renderSignedIn(<TuitionPayCard payment={flutterwavePayment} firstName="Ada" />);
    await user.click(screen.getByRole('button', { name: text.getTransferAccount }));
    const account = await screen.findByRole('region', { name: text.transferTitle });
    expect(account).toHaveTextContent(
      /Transfer NGN 250,000\.50 to 7000000001 at WEMA BANK before \d\d-\d\d-\d{4}/,
    );
    expect(callsTo(fetchMock, transferCall)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pay NGN 250,000.50 now' })).toBeEnabled();
  });

  it('shows the open account it was given, and offers a fresh one once it has closed', async () => {
    const closed = {
      accountNumber: '7000000001',
      bankName: 'WEMA BANK',
      amountKobo: 25_000_050,
      expiresAt: inAnHour(),
    };
    const { unmount } = renderSignedIn(
      <TuitionPayCard payment={{ ...flutterwavePayment, transferAccount: closed }} firstName="Ada" />,
    );
    expect(screen.getByRole('region', { name: text.transferTitle })).toHaveTextContent('7000000001');
    unmount();

    const past = { ...closed, expiresAt: new Date(Date.now() - 60_000).toISOString() };
    const fetchMock = stubApi({
      [transferCall]: () =>
        jsonResponse(200, { ...closed, accountNumber: '7000000002', expiresAt: inAnHour() }),
    });
    const { user } = renderSignedIn(
      <TuitionPayCard payment={{ ...flutterwavePayment, transferAccount: past }} firstName="Ada" />,
    );
    expect(screen.queryByText(/7000000001/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.freshTransferAccount }));
    expect(await screen.findByText(/to 7000000002 at WEMA BANK/)).toBeInTheDocument();
    expect(callsTo(fetchMock, transferCall)).toHaveLength(1);
  });

  it('says so when no account can be had, and the button works again', async () => {
    stubApi({ [transferCall]: () => errorResponse(503, 'down', 'SERVICE_UNAVAILABLE') });
    const { user } = renderSignedIn(<TuitionPayCard payment={flutterwavePayment} firstName="Ada" />);
    await user.click(screen.getByRole('button', { name: text.getTransferAccount }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.transferAccountUnavailable);
    expect(screen.getByRole('button', { name: text.getTransferAccount })).toBeEnabled();
  });
});
