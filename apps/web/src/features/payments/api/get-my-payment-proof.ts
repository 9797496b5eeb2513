import { myPaymentProofResponseSchema } from '@intake/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/native/paymentProof`: the applicant's latest proof (pending, confirmed or declined), or null. */
export const getMyPaymentProof = async () =>
  (
    await apiRequest('/api/native/paymentProof', {
      authenticated: true,
      schema: myPaymentProofResponseSchema,
    })
  ).proof;

export const myPaymentProofQueryKey = ['payment-proof', 'mine'] as const;

/** Read while the dashboard asks for a proof (nativeState ACCEPTED_ADMISSION). */
export const useMyPaymentProofQuery = (enabled: boolean) =>
  useQuery({ queryKey: myPaymentProofQueryKey, queryFn: getMyPaymentProof, enabled });
