import { availableInfoSessions } from '@intake/contracts/endpoints/info-sessions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const availableInfoSessionsQueryKey = ['info-sessions', 'available'] as const;

/** The upcoming sessions (times are school time, 24-hour). */
export const getAvailableInfoSessions = () => callEndpoint(availableInfoSessions);

/** Read when the drawer opens, and again each time it opens (sessions fill up and pass). */
export const useAvailableInfoSessionsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: availableInfoSessionsQueryKey,
    queryFn: getAvailableInfoSessions,
    enabled,
    retry: false,
    staleTime: 0,
  });
