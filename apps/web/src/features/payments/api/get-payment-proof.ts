import { paymentProofReviewSchema } from '@intake/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const paymentProofQueryKey = (proofId: string) => ['payment-proof', proofId] as const;

/** Staff: `GET /api/elder/paymentProofs/{proofId}`. */
export const getPaymentProof = (proofId: string) =>
  apiRequest(`/api/elder/paymentProofs/${encodeURIComponent(proofId)}`, {
    authenticated: true,
    schema: paymentProofReviewSchema,
  });

export const usePaymentProofQuery = (proofId: string) =>
  useQuery({ queryKey: paymentProofQueryKey(proofId), queryFn: () => getPaymentProof(proofId) });
