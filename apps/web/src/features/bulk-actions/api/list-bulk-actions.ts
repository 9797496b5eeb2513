import { listBulkActions } from '@intake/contracts/endpoints/bulk-actions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const bulkActionsQueryKey = ['bulk-actions', 'recent'] as const;

/** `GET /api/bulkActions`: the latest actions, polled every 5 s while one is running. */
export const useRecentBulkActionsQuery = () =>
  useQuery({
    queryKey: bulkActionsQueryKey,
    queryFn: () => callEndpoint(listBulkActions),
    refetchInterval: (query) =>
      query.state.data?.some((action) => action.state === 'RUNNING') ? 5_000 : false,
  });
