import { getConflicts as getConflictsCall } from '@intake/contracts/endpoints/review-assignments';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reviewAssignmentKeys } from './query-keys';

/** One elder's conflicts of interest. */
export const getConflicts = (reviewerId: string) => callEndpoint(getConflictsCall, { query: { reviewerId } });

export const useConflictsQuery = (reviewerId: string | null) =>
  useQuery({
    queryKey: reviewAssignmentKeys.conflicts(reviewerId ?? ''),
    queryFn: () => getConflicts(reviewerId ?? ''),
    enabled: reviewerId !== null,
  });
