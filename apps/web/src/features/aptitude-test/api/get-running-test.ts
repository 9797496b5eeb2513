import { getRunningTest as getRunningTestCall } from '@intake/contracts/endpoints/aptitude-test';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The running attempt: questions without answers, the answers saved so far and the seconds left. */
export const getRunningTest = () => callEndpoint(getRunningTestCall);

export const runningTestQuery = queryOptions({
  queryKey: ['aptitude-test', 'running'],
  queryFn: getRunningTest,
  // Read once per view: the clock and the answers live in the view after that.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

export const useRunningTestQuery = () => useQuery(runningTestQuery);
