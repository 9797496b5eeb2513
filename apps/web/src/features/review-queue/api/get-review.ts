import { getReview as getReviewCall } from '@intake/contracts/endpoints/review-queue';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const reviewQueryKey = (applicantId: string) => ['reviews', 'one', applicantId] as const;

/** One of the signed-in reviewer's assignments, waiting or reviewed. */
export const getReview = (applicantId: string) => callEndpoint(getReviewCall, { params: { applicantId } });

export const useReviewQuery = (applicantId: string | undefined) =>
  useQuery({
    queryKey: reviewQueryKey(applicantId ?? ''),
    queryFn: () => getReview(applicantId ?? ''),
    enabled: applicantId !== undefined,
    retry: false,
  });
