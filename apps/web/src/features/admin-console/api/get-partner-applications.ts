import { listPartnerApplications } from '@intake/contracts/endpoints/company-requests';
import { callEndpoint } from '../../../lib/api-client';

/** The newest `limit` entries. */
export const getPartnerApplications = (limit: number) =>
  callEndpoint(listPartnerApplications, { query: { limit } });
