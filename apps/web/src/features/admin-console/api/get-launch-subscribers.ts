import { listLaunchSubscribers } from '@intake/contracts/endpoints/company-requests';
import { callEndpoint } from '../../../lib/api-client';

/** The newest `limit` entries. */
export const getLaunchSubscribers = (limit: number) =>
  callEndpoint(listLaunchSubscribers, { query: { limit } });
