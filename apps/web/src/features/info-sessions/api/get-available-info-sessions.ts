import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const availableInfoSessionsQueryKey = ['info-sessions', 'available'] as const;

/**
 * The upcoming sessions (times are school time, 24-hour). The drawer's declarations are loaded
 * with its first call, not with the dashboard, which is at its size budget.
 */
export const getAvailableInfoSessions = async () => {
  const { availableInfoSessions } = await import('@intake/contracts/endpoints/info-sessions');
  return callEndpoint(availableInfoSessions);
};

/** Read when the drawer opens, and again each time it opens (sessions fill up and pass). */
export const useAvailableInfoSessionsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: availableInfoSessionsQueryKey,
    queryFn: getAvailableInfoSessions,
    enabled,
    retry: false,
    staleTime: 0,
  });
