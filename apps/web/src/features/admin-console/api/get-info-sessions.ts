import { infoSessionSchema } from '@intake/contracts/info-sessions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/infoSession/getAvailableInfoSessions`: the upcoming sessions, with links and ids for staff. */
export const getInfoSessions = () =>
  apiRequest('/api/infoSession/getAvailableInfoSessions', {
    authenticated: true,
    schema: z.array(infoSessionSchema),
  });

export const useInfoSessionsQuery = () =>
  useQuery({ queryKey: adminKeys.infoSessions, queryFn: getInfoSessions });
