import { listHireRequests } from '@intake/contracts/endpoints/company-requests';
import { callEndpoint } from '../../../lib/api-client';

/** The newest `limit` entries. */
export const getHireRequests = (limit: number) => callEndpoint(listHireRequests, { query: { limit } });
