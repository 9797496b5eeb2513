import { getReviewers as getReviewersCall } from '@intake/contracts/endpoints/review-assignments';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reviewAssignmentKeys } from './query-keys';

/** Every elder with their open and done reviews, and how many applicants are short of reviewers. */
export const getReviewers = () => callEndpoint(getReviewersCall);

export const useReviewersQuery = () =>
  useQuery({ queryKey: reviewAssignmentKeys.reviewers, queryFn: getReviewers });
