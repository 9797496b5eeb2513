import { paths } from '@intake/contracts/pages';

// The provider sends the payer back to one address whoever started the payment; the page they
// started from (the dashboard, or a shared link) is kept for this tab so that 'Try again' and the
// way back lead there.
const ORIGIN_KEY = 'intake.checkout.origin';

export function rememberCheckoutOrigin(path: string) {
  try {
    sessionStorage.setItem(ORIGIN_KEY, path);
  } catch {
    // Storage refused (private mode, full): the way back is the dashboard.
  }
}

/** Where the payer started: a same-site path, or the dashboard. */
export function checkoutOrigin(): string {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(ORIGIN_KEY);
  } catch {
    stored = null;
  }
  return stored?.startsWith('/') && !stored.startsWith('//') ? stored : paths.dashboard;
}

/** Whether the payer came from a shared payment link (and so may have no account to go back to). */
export const cameFromPayLink = (origin: string) => origin !== paths.dashboard;
