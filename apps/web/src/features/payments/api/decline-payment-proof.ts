import { paymentDecisionResponseSchema } from '@intake/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentProofQueryKey } from './get-payment-proof';

/** Staff: `POST /api/elder/paymentProofs/{proofId}/decline` with `{reason}`; 409 when answered before. */
export const declinePaymentProof = (proofId: string, reason: string) =>
  apiRequest(`/api/elder/paymentProofs/${encodeURIComponent(proofId)}/decline`, {
    method: 'POST',
    body: { reason },
    authenticated: true,
    schema: paymentDecisionResponseSchema,
  });

export function useDeclinePaymentProofMutation(proofId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => declinePaymentProof(proofId, reason),
    onSuccess: (answer) => queryClient.setQueryData(paymentProofQueryKey(proofId), answer.proof),
  });
}
