import type { Application } from '@intake/contracts';
import { messageResponseSchema } from '@intake/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicantsQueryKey } from './get-applicants-page';

/** `POST /api/elder/registerApplicant`: staff enter one application; the applicant is mailed a create-password link. */
export const registerApplicant = (application: Application) =>
  apiRequest('/api/elder/registerApplicant', {
    method: 'POST',
    body: application,
    authenticated: true,
    schema: messageResponseSchema,
  });

/** The new applicant shows in the list: every cached page is refetched. */
export function useRegisterApplicantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerApplicant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantsQueryKey }),
  });
}
