import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: the admin's Stop Test, `DELETE /api/applicant/stopTest/{email}`. */
export const stopTest = (email: string) =>
  apiRequest(`/api/applicant/stopTest/${encodeURIComponent(email)}`, {
    method: 'DELETE',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useStopTestMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: stopTest, onSuccess: () => refreshAudit(queryClient) });
};
