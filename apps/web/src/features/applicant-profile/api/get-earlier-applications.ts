import { getEarlierApplications } from '@intake/contracts/endpoints/reapply';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/elder/earlierApplications/{email}: the applications that ended before they applied again. */
export const useEarlierApplicationsQuery = (email: string) =>
  useQuery({
    queryKey: ['earlier-applications', email] as const,
    queryFn: () => callEndpoint(getEarlierApplications, { params: { email } }),
    retry: false,
  });
