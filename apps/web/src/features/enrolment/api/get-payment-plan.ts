import { getPaymentPlan as getPaymentPlanCall } from '@intake/contracts/endpoints/payment-plan';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The plan the learner agreed to, or null. */
export const getPaymentPlan = () => callEndpoint(getPaymentPlanCall);

export const usePaymentPlanQuery = (enabled: boolean) =>
  useQuery({ queryKey: ['payment-plan'], queryFn: getPaymentPlan, enabled });
