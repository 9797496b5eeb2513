import { getReviewerQueue as getReviewerQueueCall } from '@intake/contracts/endpoints/review-assignments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reviewAssignmentKeys } from './query-keys';

export const getReviewerQueue = (reviewerId: string, page: number) =>
  callEndpoint(getReviewerQueueCall, { params: { reviewerId }, query: { page } });

export const useReviewerQueueQuery = (reviewerId: string | null, page: number) =>
  useQuery({
    queryKey: reviewAssignmentKeys.queue(reviewerId ?? '', page),
    queryFn: () => getReviewerQueue(reviewerId ?? '', page),
    enabled: reviewerId !== null,
    placeholderData: keepPreviousData,
  });
