import { declinePaymentProof as declinePaymentProofCall } from '@intake/contracts/endpoints/payment-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { paymentProofQueryKey } from './get-payment-proof';

/** Staff decline a proof with `{reason}`; 409 when answered before. */
export const declinePaymentProof = (proofId: string, reason: string) =>
  callEndpoint(declinePaymentProofCall, { params: { proofId }, body: { reason } });

export function useDeclinePaymentProofMutation(proofId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => declinePaymentProof(proofId, reason),
    onSuccess: (answer) => queryClient.setQueryData(paymentProofQueryKey(proofId), answer.proof),
  });
}
