import { selfInvite as selfInviteEndpoint } from '@intake/contracts/endpoints/self-invite';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type SelfInviteRequest = { email: string; infoSessionId: string; website?: string };

/**
 * With no body, as docs/spec/portal-spec.md §7 has it; only a filled honeypot is sent, so the
 * server can drop the bot quietly.
 */
export const selfInvite = ({ email, infoSessionId, website }: SelfInviteRequest) =>
  callEndpoint(selfInviteEndpoint, {
    params: { email, infoSessionId },
    body: website ? { website } : undefined,
  });

export const useSelfInviteMutation = () => useMutation({ mutationFn: selfInvite });
