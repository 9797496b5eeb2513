import { getApplicationsStatus as getApplicationsStatusCall } from '@intake/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** Whether applications are open now, who decides it, and the next window boundary. */
export const getApplicationsStatus = () => callEndpoint(getApplicationsStatusCall);

export const useApplicationsStatusQuery = () =>
  useQuery({ queryKey: adminKeys.applications, queryFn: getApplicationsStatus });
