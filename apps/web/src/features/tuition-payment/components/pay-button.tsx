import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import type { Checkout } from '@intake/contracts/tuition-ledger';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { rememberCheckoutOrigin } from '../checkout-origin';
import { formatKobo } from '../tuition-money';

type PayButtonProps = {
  dueNowKobo: number;
  /** Opens the hosted checkout (the learner's own, or the shared link's). */
  start: () => Promise<Checkout>;
  /** This page's path, for the way back from the checkout. */
  origin: string;
};

/** A payment provider that cannot take payments now answers 503, whatever its code. */
const checkoutProblem = (error: unknown) =>
  error instanceof ApiError && error.status === 503 ? text.checkoutUnavailable : errorMessage(error);

/** The browser leaves only for a web page (never a `javascript:` or other address a provider might send). */
const isWebPage = (address: string) => /^https?:$/.test(new URL(address).protocol);

/**
 * Starts a hosted checkout and sends the browser there. One checkout per tap: a second tap while
 * the first is on its way joins it, and the button stays busy until the provider's page opens.
 */
export function PayButton({ dueNowKobo, start, origin }: PayButtonProps) {
  const [leaving, setLeaving] = useState(false);
  const checkout = useSingleFlightMutation({
    mutationFn: async () => {
      const started = await start();
      if (!isWebPage(started.checkoutUrl)) throw new Error('The checkout address is not a web page');
      return started;
    },
  });
  const busy = checkout.isPending || leaving;

  const onPay = async () => {
    if (busy) return;
    try {
      const { checkoutUrl } = await checkout.mutateAsync();
      setLeaving(true);
      rememberCheckoutOrigin(origin);
      window.location.assign(checkoutUrl);
    } catch {
      // The error is read from the mutation's state, below.
    }
  };

  return (
    <Stack gap="xs">
      <Button size="md" fullWidth loading={busy} disabled={busy} onClick={() => void onPay()}>
        {text.payAmount(formatKobo(dueNowKobo))}
      </Button>
      {leaving && (
        <Text role="status" size="sm" ta="center">
          {text.goingToCheckout}
        </Text>
      )}
      <FormError message={checkout.isError ? checkoutProblem(checkout.error) : null} />
    </Stack>
  );
}
