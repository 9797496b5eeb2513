import { getReviewSettings as getReviewSettingsCall } from '@intake/contracts/endpoints/review-assignments';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reviewAssignmentKeys } from './query-keys';

export const getReviewSettings = (cohortId: string) =>
  callEndpoint(getReviewSettingsCall, { params: { cohortId } });

export const useReviewSettingsQuery = (cohortId: string | null) =>
  useQuery({
    queryKey: reviewAssignmentKeys.settings(cohortId ?? ''),
    queryFn: () => getReviewSettings(cohortId ?? ''),
    enabled: cohortId !== null,
  });
