import { confirmGuardianPhone } from '@intake/contracts/endpoints/guardian-consent';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { guardianPageKey } from './guardian-page';

/** Confirms the phone with the texted code; the page then shows the agreement. */
export const useConfirmGuardianPhoneMutation = (token: string) => {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (code: string) => callEndpoint(confirmGuardianPhone, { params: { token }, body: { code } }),
    onSuccess: (page) => queryClient.setQueryData(guardianPageKey(token), page),
  });
};
