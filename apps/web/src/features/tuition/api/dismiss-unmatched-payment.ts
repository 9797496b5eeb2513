import { dismissUnmatchedPayment as dismissCall } from '@intake/contracts/endpoints/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** `POST /api/finance/unmatched/:id/dismiss`: an admin takes a payment that is not tuition off the queue. */
export const dismissUnmatchedPayment = (id: string, reason: string) =>
  callEndpoint(dismissCall, { params: { id }, body: { reason } });

export function useDismissUnmatchedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => dismissUnmatchedPayment(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['finance'] }),
  });
}
