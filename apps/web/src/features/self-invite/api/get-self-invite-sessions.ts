import { infoSessionSchema } from '@intake/contracts/info-sessions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const selfInviteSessionsQueryKey = ['self-invite', 'sessions'] as const;

/** GET /api/infoSession/getAvailableInfoSessionsSelfInvite: the upcoming sessions, public, without links. */
export const getSelfInviteSessions = () =>
  apiRequest('/api/infoSession/getAvailableInfoSessionsSelfInvite', {
    schema: z.array(infoSessionSchema),
  });

export const useSelfInviteSessionsQuery = () =>
  useQuery({
    queryKey: selfInviteSessionsQueryKey,
    queryFn: getSelfInviteSessions,
    retry: false,
    staleTime: 0,
  });
