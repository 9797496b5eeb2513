import { infoSessionSchema } from '@intake/contracts/info-sessions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/infoSession/venue/{token}: the in-person session a join link names (no link; changes nothing). */
export const useSessionVenueQuery = (token: string) =>
  useQuery({
    queryKey: ['info-sessions', 'venue', token],
    queryFn: () =>
      apiRequest(`/api/infoSession/venue/${encodeURIComponent(token)}`, { schema: infoSessionSchema }),
    retry: false,
  });
