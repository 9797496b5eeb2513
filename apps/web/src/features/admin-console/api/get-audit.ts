import { auditEntrySchema } from '@intake/contracts/csv-import';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export type AuditFilter = { action: string; search: string; limit: number };

/** The query string of the audit call: empty filters are left out. */
export function auditQueryString({ action, search, limit }: AuditFilter): string {
  const params = new URLSearchParams();
  if (action.trim()) params.set('action', action.trim());
  if (search.trim()) params.set('search', search.trim());
  params.set('limit', String(limit));
  return params.toString();
}

/** `GET /api/admin/audit?action=&search=&limit=`: the latest audit entries, newest first. */
export const getAudit = (filter: AuditFilter) =>
  apiRequest(`/api/admin/audit?${auditQueryString(filter)}`, {
    authenticated: true,
    schema: z.array(auditEntrySchema),
  });

export const useAuditQuery = (filter: AuditFilter) =>
  useQuery({
    queryKey: [...adminKeys.audit, filter],
    queryFn: () => getAudit(filter),
    placeholderData: keepPreviousData,
  });
