import type { Application } from '@intake/contracts';
import { registerApplicant as registerApplicantCall } from '@intake/contracts/endpoints/applicants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { applicantsQueryKey } from './get-applicants-page';

/** Staff enter one application; the applicant is mailed a create-password link. */
export const registerApplicant = (application: Application) =>
  callEndpoint(registerApplicantCall, { body: application });

/** The new applicant shows in the list: every cached page is refetched. */
export function useRegisterApplicantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerApplicant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantsQueryKey }),
  });
}
