import { getPaymentsByDay as getPaymentsByDayCall } from '@intake/contracts/endpoints/finance';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** `GET /api/finance/paymentsByDay?from&to`: payments per school day by source. */
export const getPaymentsByDay = (from: string, to: string) =>
  callEndpoint(getPaymentsByDayCall, { query: { from, to } });

export const usePaymentsByDayQuery = (from: string, to: string) =>
  useQuery({ queryKey: ['finance', 'by-day', from, to], queryFn: () => getPaymentsByDay(from, to) });
