import { eraseApplicant as eraseApplicantEndpoint } from '@intake/contracts/endpoints/erasure';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { privacyKeys } from './query-keys';

/** Erases the applicant with the admin's reason (admins only). */
export const eraseApplicant = ({ email, reason }: { email: string; reason: string }) =>
  callEndpoint(eraseApplicantEndpoint, { params: { email }, body: { reason: reason.trim() } });

export function useEraseApplicantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseApplicant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.erasureRequests }),
  });
}
