import { listCohorts } from '@intake/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { offersKeys } from './query-keys';

/** The cohorts, to pick whose seats to show. */
export const getCohorts = () => callEndpoint(listCohorts);

export const useCohortsQuery = () => useQuery({ queryKey: offersKeys.cohorts, queryFn: getCohorts });
