import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * docs/spec/portal-spec.md §7: a GET with the session token. The server books the applicant, mails
 * the ticket and answers the fresh user data (with infoSessionId). The declaration comes with the
 * call, as in get-available-info-sessions.ts.
 */
export const selectInfoSession = async (infoSessionId: string) => {
  const { selectInfoSession: endpoint } = await import('@intake/contracts/endpoints/info-sessions');
  return callEndpoint(endpoint, { params: { infoSessionId } });
};

export const useSelectInfoSessionMutation = () => useMutation({ mutationFn: selectInfoSession });
