import { getBulkAction } from '@intake/contracts/endpoints/bulk-actions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** `GET /api/bulkActions/:actionId`, polled every second until the action is finished. */
export const useBulkActionQuery = (actionId: string | undefined) =>
  useQuery({
    queryKey: ['bulk-action', actionId],
    queryFn: () => callEndpoint(getBulkAction, { params: { actionId: actionId ?? '' } }),
    enabled: actionId !== undefined,
    refetchInterval: (query) => (query.state.data?.state === 'FINISHED' ? false : 1_000),
  });
