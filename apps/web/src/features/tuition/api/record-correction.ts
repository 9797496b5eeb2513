import { recordLedgerCorrection } from '@intake/contracts/endpoints/tuition-statement';
import type { LedgerCorrectionInput } from '@intake/contracts/tuition-statement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { learnerStatementQueryKey } from './get-learner-statement';

/** `POST /api/admin/tuition/:email/corrections`: a refund or an adjustment, once per idempotency key. */
export const recordCorrection = (email: string, body: LedgerCorrectionInput) =>
  callEndpoint(recordLedgerCorrection, { params: { email }, body });

export function useRecordCorrectionMutation(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LedgerCorrectionInput) => recordCorrection(email, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnerStatementQueryKey(email) }),
  });
}
