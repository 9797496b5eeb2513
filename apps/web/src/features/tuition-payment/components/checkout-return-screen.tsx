import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import { checkoutReturnSchema } from '@intake/contracts/tuition-ledger';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { PageCard } from '../../../components/layout/page-card';
import { PageLoader } from '../../../components/layout/page-loader';
import { TextLink } from '../../../components/layout/text-link';
import { errorMessage } from '../../../lib/api-error';
import { useCheckoutResultQuery } from '../api/confirm-checkout-return';
import { tuitionPaymentQueryKey } from '../api/get-tuition-payment';
import { cameFromPayLink, checkoutOrigin } from '../checkout-origin';
import { formatKobo } from '../tuition-money';

/**
 * The payment's reference as the provider sends the payer back: Paystack adds `reference` (and
 * `trxref`, the same), Flutterwave `tx_ref`. Anything that is not a reference the API would take
 * is no reference at all.
 */
export function returnedReference(search: URLSearchParams): string | null {
  for (const name of ['reference', 'trxref', 'tx_ref']) {
    const parsed = checkoutReturnSchema.safeParse({ reference: search.get(name)?.trim() });
    if (parsed.success) return parsed.data.reference;
  }
  return null;
}

/**
 * `/pay-return`: asks the server how the payment stands (it asks the provider) and says so. It says
 * "paid" only on the server's word; a payment still processing is asked about again shortly.
 */
export function CheckoutReturnScreen() {
  const [search] = useSearchParams();
  const reference = returnedReference(search);
  const result = useCheckoutResultQuery(reference);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once: the way back stays the same while the page is open.
  const [origin] = useState(checkoutOrigin);
  const back = (
    <TextLink to={origin}>{cameFromPayLink(origin) ? text.backToPayment : text.backToDashboard}</TextLink>
  );
  const state = result.data?.state;

  useEffect(() => {
    // What is owed has changed: the dashboard asks again when it is next shown.
    if (state === 'paid') void queryClient.invalidateQueries({ queryKey: tuitionPaymentQueryKey });
  }, [state, queryClient]);

  if (reference === null) {
    return (
      <PageCard title={text.returnTitle}>
        <Stack gap="sm" align="center">
          <Text ta="center">{text.noReference}</Text>
          {back}
        </Stack>
      </PageCard>
    );
  }
  if (result.isPending) {
    return (
      <PageCard title={text.returnTitle}>
        <Text ta="center">{text.checking}</Text>
        <PageLoader />
      </PageCard>
    );
  }
  if (result.isError) {
    return (
      <PageCard title={text.returnTitle}>
        <Stack gap="sm" align="center">
          <FormError message={errorMessage(result.error)} />
          <Button onClick={() => void result.refetch()} loading={result.isFetching}>
            {text.checkAgain}
          </Button>
          {back}
        </Stack>
      </PageCard>
    );
  }
  const { amountKobo } = result.data;
  if (state === 'paid') {
    return (
      <PageCard title={text.paidTitle}>
        <Stack gap="sm" align="center">
          <Text ta="center">{text.paidText(amountKobo === null ? null : formatKobo(amountKobo))}</Text>
          {back}
        </Stack>
      </PageCard>
    );
  }
  if (state === 'failed') {
    return (
      <PageCard title={text.failedTitle}>
        <Stack gap="sm" align="center">
          <Text ta="center">{text.failedText}</Text>
          <Button onClick={() => navigate(origin)}>{text.tryAgain}</Button>
        </Stack>
      </PageCard>
    );
  }
  return (
    <PageCard title={text.pendingTitle}>
      <Stack gap="sm" align="center">
        <Text ta="center">{text.pendingText}</Text>
        <Button
          onClick={() => void result.refetch()}
          loading={result.isFetching}
          disabled={result.isFetching}
        >
          {text.checkAgain}
        </Button>
        {back}
      </Stack>
    </PageCard>
  );
}
