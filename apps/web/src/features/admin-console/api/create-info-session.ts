import { createInfoSession as createInfoSessionEndpoint } from '@intake/contracts/endpoints/info-session-admin';
import type { InfoSessionInput } from '@intake/contracts/info-sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

/** docs/spec/portal-spec.md §7: body mode, infoSessionLink, sessionTime, sessionDate. */
export const createInfoSession = (input: InfoSessionInput) =>
  callEndpoint(createInfoSessionEndpoint, { body: input });

export const useCreateInfoSessionMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInfoSession,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.infoSessions });
      void refreshAudit(queryClient);
    },
  });
};
