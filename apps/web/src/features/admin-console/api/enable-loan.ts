import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: `PATCH /api/elder/enableLearnFundForm/{email}` (Enable Loan), no body. */
export const enableLoan = (email: string) =>
  apiRequest(`/api/elder/enableLearnFundForm/${encodeURIComponent(email)}`, {
    method: 'PATCH',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useEnableLoanMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableLoan, onSuccess: () => refreshAudit(queryClient) });
};
