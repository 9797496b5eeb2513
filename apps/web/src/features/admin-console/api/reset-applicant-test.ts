import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: Undo Test, `POST /api/admin/resetApplicantTest/{email}`, no body. */
export const resetApplicantTest = (email: string) =>
  apiRequest(`/api/admin/resetApplicantTest/${encodeURIComponent(email)}`, {
    method: 'POST',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useResetApplicantTestMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetApplicantTest, onSuccess: () => refreshAudit(queryClient) });
};
