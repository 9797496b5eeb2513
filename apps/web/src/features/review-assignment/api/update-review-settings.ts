import { updateReviewSettings as updateReviewSettingsCall } from '@intake/contracts/endpoints/review-assignments';
import type { ReviewSettings } from '@intake/contracts/review-assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reviewAssignmentKeys } from './query-keys';

export const updateReviewSettings = ({ cohortId, ...body }: ReviewSettings & { cohortId: string }) =>
  callEndpoint(updateReviewSettingsCall, { params: { cohortId }, body });

export const useUpdateReviewSettingsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewSettings,
    onSuccess: (settings) =>
      queryClient.setQueryData(reviewAssignmentKeys.settings(settings.cohortId), settings),
  });
};
