import type { InfoSessionInput } from '@intake/contracts/info-sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedInfoSessionSchema } from './create-info-session';
import { adminKeys, refreshAudit } from './query-keys';

export type UpdateInfoSessionInput = InfoSessionInput & { infoSessionId: string };

/** docs/spec/portal-spec.md §7: `POST /api/infoSession/updateInfoSession`, the session's fields and its id. */
export const updateInfoSession = (input: UpdateInfoSessionInput) =>
  apiRequest('/api/infoSession/updateInfoSession', {
    method: 'POST',
    body: input,
    authenticated: true,
    schema: savedInfoSessionSchema,
  });

export const useUpdateInfoSessionMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInfoSession,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.infoSessions });
      void refreshAudit(queryClient);
    },
  });
};
