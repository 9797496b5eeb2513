import { availableInfoSessions } from '@intake/contracts/endpoints/info-sessions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The upcoming sessions, with links and ids for staff. */
export const getInfoSessions = () => callEndpoint(availableInfoSessions);

export const useInfoSessionsQuery = () =>
  useQuery({ queryKey: adminKeys.infoSessions, queryFn: getInfoSessions });
