import { getNextReview as getNextReviewCall } from '@intake/contracts/endpoints/review-queue';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const nextReviewQueryKey = ['reviews', 'next'] as const;

/** The signed-in reviewer's oldest waiting assignment (null when none waits) and their counts. */
export const getNextReview = () => callEndpoint(getNextReviewCall, {});

export const useNextReviewQuery = (enabled: boolean) =>
  useQuery({ queryKey: nextReviewQueryKey, queryFn: getNextReview, enabled, retry: false });
