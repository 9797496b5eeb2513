import { reassign as reassignCall } from '@intake/contracts/endpoints/review-assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshAssignments } from './refresh';

export const reassign = (input: { reviewerId: string; applicantId: string; toReviewerId: string }) =>
  callEndpoint(reassignCall, {
    params: { reviewerId: input.reviewerId, applicantId: input.applicantId },
    body: { toReviewerId: input.toReviewerId },
  });

export const useReassignMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reassign, onSuccess: () => refreshAssignments(queryClient) });
};
