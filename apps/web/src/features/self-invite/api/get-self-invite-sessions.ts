import { selfInviteSessions } from '@intake/contracts/endpoints/self-invite';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const selfInviteSessionsQueryKey = ['self-invite', 'sessions'] as const;

/** The upcoming sessions, public, without links. */
export const getSelfInviteSessions = () => callEndpoint(selfInviteSessions);

export const useSelfInviteSessionsQuery = () =>
  useQuery({
    queryKey: selfInviteSessionsQueryKey,
    queryFn: getSelfInviteSessions,
    retry: false,
    staleTime: 0,
  });
