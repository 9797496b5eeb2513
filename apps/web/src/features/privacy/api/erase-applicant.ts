import { erasureResultSchema } from '@intake/contracts/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyKeys } from './query-keys';

/** `DELETE /api/admin/applicant/{email}` `{reason}`: erases the applicant (admins only). */
export const eraseApplicant = ({ email, reason }: { email: string; reason: string }) =>
  apiRequest(`/api/admin/applicant/${encodeURIComponent(email)}`, {
    method: 'DELETE',
    body: { reason: reason.trim() },
    authenticated: true,
    schema: erasureResultSchema,
  });

export function useEraseApplicantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseApplicant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.erasureRequests }),
  });
}
