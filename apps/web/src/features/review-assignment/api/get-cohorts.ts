import { listCohorts } from '@intake/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reviewAssignmentKeys } from './query-keys';

/** The cohorts, to pick whose review settings to change. */
export const getCohorts = () => callEndpoint(listCohorts);

export const useCohortsQuery = () =>
  useQuery({ queryKey: reviewAssignmentKeys.cohorts, queryFn: getCohorts });
