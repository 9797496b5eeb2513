import { myGuardianConsent } from '@intake/contracts/endpoints/guardian-consent';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const guardianConsentKey = ['guardian-consent'] as const;

/** The learner's request for a guardian's consent to the loan agreement, if any (issue 25.7). */
export const useMyGuardianConsentQuery = (enabled: boolean) =>
  useQuery({ queryKey: guardianConsentKey, queryFn: () => callEndpoint(myGuardianConsent), enabled });
