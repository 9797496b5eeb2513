import { uploadProofOfPayment as uploadProofOfPaymentCall } from '@intake/contracts/endpoints/payment-proof';
import type { PaymentProofInput } from '@intake/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { myPaymentProofQueryKey } from './get-my-payment-proof';

/** Sends the proof's details (the file went first, to the files call); answers `{success, message}`. */
export const uploadProofOfPayment = (proof: PaymentProofInput) =>
  callEndpoint(uploadProofOfPaymentCall, { body: proof });

/** After a proof is sent the dashboard's step 4 reads it again (now pending). */
export function useUploadProofOfPaymentMutation() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: uploadProofOfPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPaymentProofQueryKey }),
  });
}
