import { getTuitionPayment as getTuitionPaymentCall } from '@intake/contracts/endpoints/tuition-payment';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** What is due now and how it can be paid (the account, the hosted checkout), for the signed-in learner. */
export const getTuitionPayment = () => callEndpoint(getTuitionPaymentCall);

export const tuitionPaymentQueryKey = ['tuition', 'payment'] as const;

/** Read once the learner is admitted; a failed read leaves the dashboard as it was (the proof upload). */
export const useTuitionPaymentQuery = (enabled: boolean) =>
  useQuery({ queryKey: tuitionPaymentQueryKey, queryFn: getTuitionPayment, enabled });
