import { assignUnmatchedPayment as assignCall } from '@intake/contracts/endpoints/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** `POST /api/finance/unmatched/:id/assign`: the payment becomes the learner's ledger entry; 409 once assigned. */
export const assignUnmatchedPayment = (id: string, email: string) =>
  callEndpoint(assignCall, { params: { id }, body: { email } });

export function useAssignUnmatchedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) => assignUnmatchedPayment(id, email),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['finance'] }),
  });
}
