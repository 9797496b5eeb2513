import type { PublicConfig } from '@intake/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const fetchPublicConfig = () => apiRequest('/api/config') as Promise<PublicConfig>;

/** External addresses and the application window; they change rarely, so one fetch per visit. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: fetchPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);
