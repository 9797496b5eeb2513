import { removeConflict as removeConflictCall } from '@intake/contracts/endpoints/review-assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshAssignments } from './refresh';

export const removeConflict = (params: { reviewerId: string; applicantId: string }) =>
  callEndpoint(removeConflictCall, { params });

export const useRemoveConflictMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeConflict, onSuccess: () => refreshAssignments(queryClient) });
};
