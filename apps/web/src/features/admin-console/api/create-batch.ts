import type { CreateBatchInput } from '@intake/contracts/admin';
import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: `POST /api/admin/createBatch`; the body names the cohort (what is left out follows the last one). */
export const createBatch = (input: NonNullable<CreateBatchInput>) =>
  apiRequest('/api/admin/createBatch', {
    method: 'POST',
    body: input,
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useCreateBatchMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.cohorts });
      void refreshAudit(queryClient);
    },
  });
};
