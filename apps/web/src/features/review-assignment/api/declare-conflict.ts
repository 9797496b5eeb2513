import { declareConflict as declareConflictCall } from '@intake/contracts/endpoints/review-assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshAssignments } from './refresh';

export const declareConflict = (body: { reviewerId: string; applicantEmail: string; reason: string }) =>
  callEndpoint(declareConflictCall, { body });

export const useDeclareConflictMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declareConflict, onSuccess: () => refreshAssignments(queryClient) });
};
