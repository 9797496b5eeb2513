import { signAsGuardian } from '@intake/contracts/endpoints/guardian-consent';
import type { GuardianSignInput } from '@intake/contracts/guardian-consent';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { guardianPageKey } from './guardian-page';

/** The guardian signs; the answer is the page's last step. */
export const useSignAsGuardianMutation = (token: string) => {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: GuardianSignInput) => callEndpoint(signAsGuardian, { params: { token }, body }),
    onSuccess: (page) => queryClient.setQueryData(guardianPageKey(token), page),
  });
};
