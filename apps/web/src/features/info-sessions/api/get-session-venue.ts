import { infoSessionVenue } from '@intake/contracts/endpoints/info-sessions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The in-person session a join link names (no link; changes nothing). */
export const useSessionVenueQuery = (token: string) =>
  useQuery({
    queryKey: ['info-sessions', 'venue', token],
    queryFn: () => callEndpoint(infoSessionVenue, { params: { token } }),
    retry: false,
  });
