import { erasureRequestListSchema } from '@intake/contracts/privacy';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyKeys } from './query-keys';

/** `GET /api/admin/erasureRequests`: pending first, then the newest erased. */
export const getErasureRequests = () =>
  apiRequest('/api/admin/erasureRequests', { authenticated: true, schema: erasureRequestListSchema });

export const useErasureRequestsQuery = () =>
  useQuery({ queryKey: privacyKeys.erasureRequests, queryFn: getErasureRequests });
