import { userDataSchema } from '@intake/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * docs/spec/portal-spec.md §7: `GET /api/infoSession/selectInfoSession/{infoSessionId}` with the session token. The
 * server books the applicant, mails the ticket and answers the fresh user data (with infoSessionId).
 */
export const selectInfoSession = (infoSessionId: string) =>
  apiRequest(`/api/infoSession/selectInfoSession/${encodeURIComponent(infoSessionId)}`, {
    authenticated: true,
    schema: userDataSchema,
  });

export const useSelectInfoSessionMutation = () => useMutation({ mutationFn: selectInfoSession });
