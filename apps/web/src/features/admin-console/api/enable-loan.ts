import { enableLoan as enableLoanCall } from '@intake/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: Enable Loan, no body. */
export const enableLoan = (email: string) => callEndpoint(enableLoanCall, { params: { email } });

export const useEnableLoanMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableLoan, onSuccess: () => refreshAudit(queryClient) });
};
