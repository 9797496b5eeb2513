import { resendGuardianLink } from '@intake/contracts/endpoints/guardian-consent';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { guardianConsentKey } from './my-guardian-consent';

/** Sends the waiting guardian a new link; the old one stops working. */
export const useResendGuardianLinkMutation = () => {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => callEndpoint(resendGuardianLink),
    onSuccess: (consent) => queryClient.setQueryData(guardianConsentKey, consent),
  });
};
