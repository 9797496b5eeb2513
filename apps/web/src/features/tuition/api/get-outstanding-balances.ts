import { getOutstandingBalances as getOutstandingCall } from '@intake/contracts/endpoints/finance';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** `GET /api/finance/outstanding`: learners who owe, by cohort, with totals. */
export const getOutstandingBalances = () => callEndpoint(getOutstandingCall);

export const useOutstandingBalancesQuery = () =>
  useQuery({ queryKey: ['finance', 'outstanding'], queryFn: getOutstandingBalances });
