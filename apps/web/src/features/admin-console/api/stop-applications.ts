import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: `POST /api/admin/stopApplications`, no body. */
export const stopApplications = () =>
  apiRequest('/api/admin/stopApplications', {
    method: 'POST',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useStopApplicationsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: stopApplications, onSuccess: () => refreshAudit(queryClient) });
};
