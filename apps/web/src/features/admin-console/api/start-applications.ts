import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: `POST /api/admin/startApplications`, no body. */
export const startApplications = () =>
  apiRequest('/api/admin/startApplications', {
    method: 'POST',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useStartApplicationsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startApplications, onSuccess: () => refreshAudit(queryClient) });
};
