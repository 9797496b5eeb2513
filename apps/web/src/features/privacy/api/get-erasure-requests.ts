import { listErasureRequests } from '@intake/contracts/endpoints/erasure';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { privacyKeys } from './query-keys';

/** The erasure requests: pending first, then the newest erased. */
export const getErasureRequests = () => callEndpoint(listErasureRequests);

export const useErasureRequestsQuery = () =>
  useQuery({ queryKey: privacyKeys.erasureRequests, queryFn: getErasureRequests });
