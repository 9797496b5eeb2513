import { type PaymentProofInput, paymentProofResponseSchema } from '@intake/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { myPaymentProofQueryKey } from './get-my-payment-proof';

/** `POST /api/native/uploadProofOfPayment`: answers `{success, message}`. */
export const uploadProofOfPayment = (proof: PaymentProofInput) =>
  apiRequest('/api/native/uploadProofOfPayment', {
    method: 'POST',
    body: proof,
    authenticated: true,
    schema: paymentProofResponseSchema,
  });

/** After a proof is sent the dashboard's step 4 reads it again (now pending). */
export function useUploadProofOfPaymentMutation() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: uploadProofOfPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPaymentProofQueryKey }),
  });
}
