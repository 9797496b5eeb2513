import { paymentDecisionResponseSchema } from '@intake/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentProofQueryKey } from './get-payment-proof';

/** Staff: `POST /api/elder/paymentProofs/{proofId}/confirm`; 409 when it was answered before. */
export const confirmPaymentProof = (proofId: string) =>
  apiRequest(`/api/elder/paymentProofs/${encodeURIComponent(proofId)}/confirm`, {
    method: 'POST',
    authenticated: true,
    schema: paymentDecisionResponseSchema,
  });

export function useConfirmPaymentProofMutation(proofId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmPaymentProof(proofId),
    onSuccess: (answer) => queryClient.setQueryData(paymentProofQueryKey(proofId), answer.proof),
  });
}
