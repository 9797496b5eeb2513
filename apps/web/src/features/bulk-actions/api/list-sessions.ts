import { availableInfoSessions } from '@intake/contracts/endpoints/info-sessions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The upcoming information sessions, for the invitation's choice. */
export const useUpcomingSessionsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: ['bulk-actions', 'sessions'],
    queryFn: () => callEndpoint(availableInfoSessions),
    enabled,
  });
