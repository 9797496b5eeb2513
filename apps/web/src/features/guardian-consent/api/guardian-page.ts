import { guardianPage } from '@intake/contracts/endpoints/guardian-consent';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const guardianPageKey = (token: string) => ['guardian-consent-page', token] as const;

/** What the guardian's link opens: the step they are at (reading changes nothing). */
export const useGuardianPageQuery = (token: string) =>
  useQuery({
    queryKey: guardianPageKey(token),
    queryFn: () => callEndpoint(guardianPage, { params: { token } }),
    retry: false,
  });
