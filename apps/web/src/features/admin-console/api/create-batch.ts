import type { CreateBatchInput } from '@intake/contracts/admin';
import { createBatch as createBatchCall } from '@intake/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys, refreshApplications, refreshAudit } from './query-keys';

/** The body names the cohort (what is left out follows the last one). */
export const createBatch = (input: NonNullable<CreateBatchInput>) =>
  callEndpoint(createBatchCall, { body: input });

export const useCreateBatchMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.cohorts });
      void refreshApplications(queryClient);
      void refreshAudit(queryClient);
    },
  });
};
