import { sendGuardianCode } from '@intake/contracts/endpoints/guardian-consent';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { guardianPageKey } from './guardian-page';

/** Texts a 6-digit code to the number the learner gave. */
export const useSendGuardianCodeMutation = (token: string) => {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => callEndpoint(sendGuardianCode, { params: { token } }),
    onSuccess: (page) => queryClient.setQueryData(guardianPageKey(token), page),
  });
};
