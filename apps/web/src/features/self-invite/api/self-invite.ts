import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type SelfInviteRequest = { email: string; infoSessionId: string; website?: string };

/**
 * POST /api/infoSession/selfInvite/{email}/{infoSessionId}, with no body (docs/spec/portal-spec.md §7); only a filled
 * honeypot is sent, so the server can drop the bot quietly.
 */
export const selfInvite = ({ email, infoSessionId, website }: SelfInviteRequest) =>
  apiRequest(
    `/api/infoSession/selfInvite/${encodeURIComponent(email)}/${encodeURIComponent(infoSessionId)}`,
    {
      method: 'POST',
      ...(website ? { body: { website } } : {}),
      schema: messageResponseSchema,
    },
  );

export const useSelfInviteMutation = () => useMutation({ mutationFn: selfInvite });
