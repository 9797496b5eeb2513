import { getFunnel as getFunnelCall } from '@intake/contracts/endpoints/funnel';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** `GET /api/admin/funnel/:cohortId`: the cohort's stages, drop-offs, days and breakdowns. */
export const getFunnel = (cohortId: string) => callEndpoint(getFunnelCall, { params: { cohortId } });

export const useFunnelQuery = (cohortId: string | undefined) =>
  useQuery({
    queryKey: ['funnel', cohortId],
    queryFn: () => getFunnel(cohortId ?? ''),
    enabled: cohortId !== undefined,
  });
