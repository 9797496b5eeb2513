import { declineAsGuardian } from '@intake/contracts/endpoints/guardian-consent';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { guardianPageKey } from './guardian-page';

/** The guardian declines, with an optional reason the learner sees. */
export const useDeclineAsGuardianMutation = (token: string) => {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (reason: string) => callEndpoint(declineAsGuardian, { params: { token }, body: { reason } }),
    onSuccess: (page) => queryClient.setQueryData(guardianPageKey(token), page),
  });
};
