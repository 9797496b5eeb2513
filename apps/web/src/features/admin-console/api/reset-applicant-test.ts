import { resetApplicantTest as resetApplicantTestCall } from '@intake/contracts/endpoints/test-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: Undo Test, `POST /api/admin/resetApplicantTest/{email}`, no body. */
export const resetApplicantTest = (email: string) =>
  callEndpoint(resetApplicantTestCall, { params: { email } });

export const useResetApplicantTestMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetApplicantTest, onSuccess: () => refreshAudit(queryClient) });
};
