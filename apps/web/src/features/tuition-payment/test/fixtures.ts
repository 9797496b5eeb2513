import type { TuitionPayment } from '@intake/contracts/tuition-ledger';
import { vi } from 'vitest';

/** A learner owing NGN 250,000.50 now of NGN 600,000.00, with a Paystack dedicated account. */
export const paystackPayment: TuitionPayment = {
  provider: 'paystack',
  dueNowKobo: 25_000_050,
  balanceKobo: 60_000_000,
  paidKobo: 0,
  virtualAccount: {
    accountNumber: '9930011223',
    bankName: 'Wema Bank',
    accountName: 'Lagos School / Ada Obi',
  },
  checkout: true,
  transferAccounts: false,
  transferAccount: null,
};

/** Flutterwave: no account per learner, a temporary one per amount when asked. */
export const flutterwavePayment: TuitionPayment = {
  provider: 'flutterwave',
  dueNowKobo: 25_000_050,
  balanceKobo: 60_000_000,
  paidKobo: 0,
  virtualAccount: null,
  checkout: true,
  transferAccounts: true,
  transferAccount: null,
};

/** The school takes no online payments: the proof upload alone. */
export const noProviderPayment: TuitionPayment = {
  provider: null,
  dueNowKobo: 25_000_050,
  balanceKobo: 60_000_000,
  paidKobo: 0,
  virtualAccount: null,
  checkout: false,
  transferAccounts: false,
  transferAccount: null,
};

export const CHECKOUT_URL = 'https://checkout.paystack.com/abc123xyz';

/** Puts a spy where the browser leaves for the provider's page; jsdom cannot navigate away. */
export function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

/** A clipboard that records what was copied, or refuses (a browser without permission). */
export function stubClipboard(refuse = false) {
  const writeText = vi.fn(() => (refuse ? Promise.reject(new Error('denied')) : Promise.resolve()));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
