import { paymentInstructionsSchema } from '@intake/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/native/paymentInstructions`: what the applicant owes and where the school is paid. */
export const getPaymentInstructions = () =>
  apiRequest('/api/native/paymentInstructions', { authenticated: true, schema: paymentInstructionsSchema });

export const usePaymentInstructionsQuery = () =>
  useQuery({ queryKey: ['payment-instructions'], queryFn: getPaymentInstructions });
