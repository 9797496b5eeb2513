import { confirmPaymentProof as confirmPaymentProofCall } from '@intake/contracts/endpoints/payment-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { paymentProofQueryKey } from './get-payment-proof';

/** Staff confirm a proof; 409 when it was answered before. */
export const confirmPaymentProof = (proofId: string) =>
  callEndpoint(confirmPaymentProofCall, { params: { proofId } });

export function useConfirmPaymentProofMutation(proofId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmPaymentProof(proofId),
    onSuccess: (answer) => queryClient.setQueryData(paymentProofQueryKey(proofId), answer.proof),
  });
}
