import type { Application } from '@intake/contracts';
import { messageResponseSchema } from '@intake/contracts';
import { messages } from '@intake/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { applicantsQueryKey } from './get-applicants-page';

/** `POST /api/elder/registerApplicant`: staff enter one application; the applicant is mailed a create-password link. */
export const registerApplicant = (application: Application) =>
  apiRequest('/api/elder/registerApplicant', {
    method: 'POST',
    body: application,
    authenticated: true,
    schema: messageResponseSchema,
  });

/** As on the apply form (spec §8): 'Email exist' reads 'Email already exists'; other messages as sent. */
export const registerErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.message === messages.emailExistServer
    ? messages.emailAlreadyExists
    : errorMessage(error);

/** The new applicant shows in the list: every cached page is refetched. */
export function useRegisterApplicantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerApplicant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantsQueryKey }),
  });
}
