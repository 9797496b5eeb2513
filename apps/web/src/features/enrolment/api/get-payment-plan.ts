import { myPaymentPlanResponseSchema } from '@intake/contracts/enrolment';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/native/paymentPlan`: the plan the learner agreed to, or null. */
export const getPaymentPlan = () =>
  apiRequest('/api/native/paymentPlan', { authenticated: true, schema: myPaymentPlanResponseSchema });

export const usePaymentPlanQuery = (enabled: boolean) =>
  useQuery({ queryKey: ['payment-plan'], queryFn: getPaymentPlan, enabled });
