import { messageResponseSchema } from '@intake/contracts/auth';
import { withdrawalReason } from '@intake/contracts/withdrawal';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type WithdrawRequest = { token: string; iWantTo: string; because: string };

/** POST /api/applicant/withdrawApplication/mail/{user}: empty body, the reason in the query (docs/spec/portal-spec.md §7). */
export const withdrawApplication = ({ token, iWantTo, because }: WithdrawRequest) =>
  apiRequest(
    `/api/applicant/withdrawApplication/mail/${encodeURIComponent(token)}?reasonForWithdraw=${encodeURIComponent(withdrawalReason(iWantTo, because))}`,
    { method: 'POST', schema: messageResponseSchema },
  );

export const useWithdrawApplicationMutation = () => useMutation({ mutationFn: withdrawApplication });
