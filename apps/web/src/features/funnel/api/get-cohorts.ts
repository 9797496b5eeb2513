import { listCohorts } from '@intake/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The cohorts an admin can pick a funnel of, the current one marked. */
export const getCohorts = () => callEndpoint(listCohorts);

export const useCohortsQuery = () => useQuery({ queryKey: ['funnel', 'cohorts'], queryFn: getCohorts });
