import { withdrawApplication as withdrawApplicationCall } from '@intake/contracts/endpoints/withdrawal';
import { withdrawalReason } from '@intake/contracts/withdrawal';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type WithdrawRequest = { token: string; iWantTo: string; because: string };

/** Empty body, the link's token in the path and the reason in the query (docs/spec/portal-spec.md §7). */
export const withdrawApplication = ({ token, iWantTo, because }: WithdrawRequest) =>
  callEndpoint(withdrawApplicationCall, {
    params: { user: token },
    query: { reasonForWithdraw: withdrawalReason(iWantTo, because) },
  });

export const useWithdrawApplicationMutation = () => useMutation({ mutationFn: withdrawApplication });
