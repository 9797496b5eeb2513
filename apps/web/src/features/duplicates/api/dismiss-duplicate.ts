import { dismissDuplicate as dismissDuplicateCall } from '@intake/contracts/endpoints/duplicates';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { possibleDuplicatesKey } from './get-possible-duplicates';

/** "Not the same person": the pair leaves the panel and is never flagged again. */
export const dismissDuplicate = (pairId: string) =>
  callEndpoint(dismissDuplicateCall, { params: { pairId } });

export function useDismissDuplicateMutation(email: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: dismissDuplicate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: possibleDuplicatesKey(email) }),
  });
}
