import { getPaymentInstructions as getPaymentInstructionsCall } from '@intake/contracts/endpoints/payment-proof';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** What the applicant owes and where the school is paid. */
export const getPaymentInstructions = () => callEndpoint(getPaymentInstructionsCall);

export const usePaymentInstructionsQuery = () =>
  useQuery({ queryKey: ['payment-instructions'], queryFn: getPaymentInstructions });
