import { cohortSchema, type UpdateCohortInput } from '@intake/contracts/admin';
import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

/** `GET /api/admin/cohorts`: every cohort with its fee (null while unset) and start date. */
export const getCohorts = () =>
  apiRequest('/api/admin/cohorts', { authenticated: true, schema: z.array(cohortSchema) });

export const useCohortsQuery = () => useQuery({ queryKey: adminKeys.cohorts, queryFn: getCohorts });

/** `PUT /api/admin/cohorts/{cohortId}`: sets the fee and start date of any cohort. */
export const updateCohort = ({ cohortId, ...input }: UpdateCohortInput & { cohortId: string }) =>
  apiRequest(`/api/admin/cohorts/${encodeURIComponent(cohortId)}`, {
    method: 'PUT',
    body: input,
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useUpdateCohortMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCohort,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.cohorts });
      void refreshAudit(queryClient);
    },
  });
};
