import { changeGuardian } from '@intake/contracts/endpoints/guardian-consent';
import type { GuardianContact } from '@intake/contracts/guardian-consent';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { guardianConsentKey } from './my-guardian-consent';

/** Names another guardian, who gets a link of their own; the learner's signature stands. */
export const useChangeGuardianMutation = () => {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (contact: Pick<GuardianContact, 'guardianName' | 'guardianPhone' | 'guardianEmail'>) =>
      callEndpoint(changeGuardian, { body: contact }),
    onSuccess: (consent) => queryClient.setQueryData(guardianConsentKey, consent),
  });
};
