import { selectInfoSession as selectInfoSessionEndpoint } from '@intake/contracts/endpoints/info-sessions';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * docs/spec/portal-spec.md §7: a GET with the session token. The server books the applicant, mails
 * the ticket and answers the fresh user data (with infoSessionId).
 */
export const selectInfoSession = (infoSessionId: string) =>
  callEndpoint(selectInfoSessionEndpoint, { params: { infoSessionId } });

export const useSelectInfoSessionMutation = () => useMutation({ mutationFn: selectInfoSession });
