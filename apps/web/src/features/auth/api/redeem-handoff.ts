import { accessTokenResponseSchema } from '@intake/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export const redeemHandoff = (handoffToken: string) =>
  apiRequest(`/api/user/redeemHandoff/${encodeURIComponent(handoffToken)}`, {
    method: 'POST',
    schema: accessTokenResponseSchema,
  });

/** Exchanges a handoff token for a session and stores it; resolves to the user. */
export const useRedeemHandoffMutation = () =>
  useMutation({
    mutationFn: async (handoffToken: string) => saveSession((await redeemHandoff(handoffToken)).accessToken),
  });
