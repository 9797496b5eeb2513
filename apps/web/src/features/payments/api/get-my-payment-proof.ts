import { getMyPaymentProof as getMyPaymentProofCall } from '@intake/contracts/endpoints/my-payment-proof';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The applicant's latest proof (pending, confirmed or declined), or null. */
export const getMyPaymentProof = async () => (await callEndpoint(getMyPaymentProofCall)).proof;

export const myPaymentProofQueryKey = ['payment-proof', 'mine'] as const;

/** Read while the dashboard asks for a proof (nativeState ACCEPTED_ADMISSION). */
export const useMyPaymentProofQuery = (enabled: boolean) =>
  useQuery({ queryKey: myPaymentProofQueryKey, queryFn: getMyPaymentProof, enabled });
