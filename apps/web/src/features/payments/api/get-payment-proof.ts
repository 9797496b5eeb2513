import { getPaymentProof as getPaymentProofCall } from '@intake/contracts/endpoints/payment-review';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const paymentProofQueryKey = (proofId: string) => ['payment-proof', proofId] as const;

/** Staff: one proof, with what was owed and where the school is paid. */
export const getPaymentProof = (proofId: string) =>
  callEndpoint(getPaymentProofCall, { params: { proofId } });

export const usePaymentProofQuery = (proofId: string) =>
  useQuery({ queryKey: paymentProofQueryKey(proofId), queryFn: () => getPaymentProof(proofId) });
