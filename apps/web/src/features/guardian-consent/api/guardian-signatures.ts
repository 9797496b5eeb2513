import { guardianSignatures } from '@intake/contracts/endpoints/guardian-consent';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The guardians' answers to a learner's loan agreement, for staff. */
export const useGuardianSignaturesQuery = (applicantId: string) =>
  useQuery({
    queryKey: ['guardian-signatures', applicantId],
    queryFn: () => callEndpoint(guardianSignatures, { params: { applicantId } }),
  });
