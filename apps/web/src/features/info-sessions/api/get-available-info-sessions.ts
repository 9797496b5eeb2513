import { infoSessionSchema } from '@intake/contracts/info-sessions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const availableInfoSessionsQueryKey = ['info-sessions', 'available'] as const;

/** GET /api/infoSession/getAvailableInfoSessions: the upcoming sessions (times are school time, 24-hour). */
export const getAvailableInfoSessions = () =>
  apiRequest('/api/infoSession/getAvailableInfoSessions', {
    authenticated: true,
    schema: z.array(infoSessionSchema),
  });

/** Read when the drawer opens, and again each time it opens (sessions fill up and pass). */
export const useAvailableInfoSessionsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: availableInfoSessionsQueryKey,
    queryFn: getAvailableInfoSessions,
    enabled,
    retry: false,
    staleTime: 0,
  });
