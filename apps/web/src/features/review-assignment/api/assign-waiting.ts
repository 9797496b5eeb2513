import { assignWaiting as assignWaitingCall } from '@intake/contracts/endpoints/review-assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshAssignments } from './refresh';

export const assignWaiting = () => callEndpoint(assignWaitingCall);

export const useAssignWaitingMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignWaiting, onSuccess: () => refreshAssignments(queryClient) });
};
