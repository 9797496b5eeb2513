import { updateInfoSession as updateInfoSessionEndpoint } from '@intake/contracts/endpoints/info-session-admin';
import type { InfoSessionInput } from '@intake/contracts/info-sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

export type UpdateInfoSessionInput = InfoSessionInput & { infoSessionId: string };

/** docs/spec/portal-spec.md §7: the session's fields and its id. */
export const updateInfoSession = (input: UpdateInfoSessionInput) =>
  callEndpoint(updateInfoSessionEndpoint, { body: input });

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
