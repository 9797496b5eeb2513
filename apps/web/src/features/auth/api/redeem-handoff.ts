import { redeemHandoff as redeemHandoffEndpoint } from '@intake/contracts/endpoints/login';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export const redeemHandoff = (handoffToken: string) =>
  callEndpoint(redeemHandoffEndpoint, { params: { token: handoffToken } });

/** Exchanges a handoff token for a session and stores it; resolves to the user. */
export const useRedeemHandoffMutation = () =>
  useMutation({
    mutationFn: async (handoffToken: string) => saveSession((await redeemHandoff(handoffToken)).accessToken),
  });
