import { type InfoSessionInput, infoSessionSchema } from '@intake/contracts/info-sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

export const savedInfoSessionSchema = z.object({ message: z.string(), infoSession: infoSessionSchema });

/** docs/spec/portal-spec.md §7: `POST /api/infoSession/createInfoSession`, body mode, infoSessionLink, sessionTime, sessionDate. */
export const createInfoSession = (input: InfoSessionInput) =>
  apiRequest('/api/infoSession/createInfoSession', {
    method: 'POST',
    body: input,
    authenticated: true,
    schema: savedInfoSessionSchema,
  });

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
