import { stopTestByAdmin } from '@intake/contracts/endpoints/test-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: the admin's Stop Test, `DELETE /api/applicant/stopTest/{email}`. */
export const stopTest = (email: string) => callEndpoint(stopTestByAdmin, { params: { email } });

export const useStopTestMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: stopTest, onSuccess: () => refreshAudit(queryClient) });
};
