import type { UpdateCohortInput } from '@intake/contracts/admin';
import { listCohorts, updateCohort as updateCohortCall } from '@intake/contracts/endpoints/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys, refreshApplications, refreshAudit } from './query-keys';

/** Every cohort with its fee (null while unset) and start date. */
export const getCohorts = () => callEndpoint(listCohorts);

export const useCohortsQuery = () => useQuery({ queryKey: adminKeys.cohorts, queryFn: getCohorts });

/** Sets the fee and start date of any cohort. */
export const updateCohort = ({ cohortId, ...input }: UpdateCohortInput & { cohortId: string }) =>
  callEndpoint(updateCohortCall, { params: { cohortId }, body: input });

export const useUpdateCohortMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCohort,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.cohorts });
      void refreshApplications(queryClient);
      void refreshAudit(queryClient);
    },
  });
};
