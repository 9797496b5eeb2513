import { saveFirstReview as saveFirstReviewCall } from '@intake/contracts/endpoints/review-queue';
import type { FirstReviewInput } from '@intake/contracts/review-queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reviewQueryKey } from './get-review';

/** Saves or changes the signed-in reviewer's first-round review; the answer shows the others' reviews too. */
export const saveFirstReview = ({ applicantId, ...body }: FirstReviewInput & { applicantId: string }) =>
  callEndpoint(saveFirstReviewCall, { params: { applicantId }, body });

export const useSaveFirstReviewMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFirstReview,
    onSuccess: (answer, { applicantId }) => {
      queryClient.setQueryData(reviewQueryKey(applicantId), answer);
    },
  });
};
