import {
  addCriterion as addCriterionCall,
  deleteCriterion as deleteCriterionCall,
  getRubric as getRubricCall,
  updateCriterion as updateCriterionCall,
} from '@intake/contracts/endpoints/review-rubrics';
import type { CriterionInput, ReviewStage } from '@intake/contracts/review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

/** A cohort's first-review and interview criteria. */
export const getRubric = (cohortId: string) => callEndpoint(getRubricCall, { params: { cohortId } });

export const useRubricQuery = (cohortId: string | null) =>
  useQuery({
    queryKey: adminKeys.rubric(cohortId ?? ''),
    queryFn: () => getRubric(cohortId ?? ''),
    enabled: cohortId !== null,
  });

export const addCriterion = ({
  cohortId,
  ...body
}: CriterionInput & { cohortId: string; stage: ReviewStage }) =>
  callEndpoint(addCriterionCall, { params: { cohortId }, body });

export const updateCriterion = ({ criterionId, ...body }: CriterionInput & { criterionId: string }) =>
  callEndpoint(updateCriterionCall, { params: { criterionId }, body });

export const deleteCriterion = (criterionId: string) =>
  callEndpoint(deleteCriterionCall, { params: { criterionId } });

/** The three changes refresh the rubrics and the audit log. */
function useRubricMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.rubrics });
      void refreshAudit(queryClient);
    },
  });
}

export const useAddCriterionMutation = () => useRubricMutation(addCriterion);
export const useUpdateCriterionMutation = () => useRubricMutation(updateCriterion);
export const useDeleteCriterionMutation = () => useRubricMutation(deleteCriterion);
