import { listUnmatchedPayments } from '@intake/contracts/endpoints/finance';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const unmatchedQueryKey = ['finance', 'unmatched'] as const;

/** `GET /api/finance/unmatched`: verified payments waiting to be assigned to a learner. */
export const getUnmatchedPayments = () => callEndpoint(listUnmatchedPayments);

export const useUnmatchedPaymentsQuery = () =>
  useQuery({ queryKey: unmatchedQueryKey, queryFn: getUnmatchedPayments });
