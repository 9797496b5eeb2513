import { confirmCheckoutReturn as confirmCheckoutReturnCall } from '@intake/contracts/endpoints/tuition-payment';
import type { CheckoutResult } from '@intake/contracts/tuition-ledger';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Asks the server how the payment stands; it verifies the reference with the provider itself. */
export const confirmCheckoutReturn = (reference: string) =>
  callEndpoint(confirmCheckoutReturnCall, { body: { reference } });

/** How often, and how many times, a payment still processing is asked about again by itself. */
export const RECHECK_MS = 5000;
const RECHECKS = 6;

/**
 * The answer for one reference, asked once per page (a query, not an effect: a re-render or a
 * second mount joins the same call) and again on a reload, which is safe: the call only reads the
 * provider's word. A pending payment is asked about again every few seconds, a few times.
 */
export const useCheckoutResultQuery = (reference: string | null) =>
  useQuery({
    queryKey: ['tuition', 'checkout-return', reference],
    queryFn: () => confirmCheckoutReturn(reference ?? ''),
    enabled: reference !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (query) => {
      const data: CheckoutResult | undefined = query.state.data;
      return data?.state === 'pending' && query.state.dataUpdateCount < RECHECKS ? RECHECK_MS : false;
    },
  });
