import { listAudit } from '@intake/contracts/endpoints/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export type AuditFilter = { action: string; search: string; limit: number };

/** The latest audit entries, newest first; empty filters are left out of the query. */
export const getAudit = ({ action, search, limit }: AuditFilter) =>
  callEndpoint(listAudit, { query: { action: action.trim(), search: search.trim(), limit } });

export const useAuditQuery = (filter: AuditFilter) =>
  useQuery({
    queryKey: [...adminKeys.audit, filter],
    queryFn: () => getAudit(filter),
    placeholderData: keepPreviousData,
  });
