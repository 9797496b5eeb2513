import { getHealth } from '@intake/contracts/endpoints/health';
import { apiFetch, endpointUrl } from '../../../lib/api-client';

/**
 * One round trip to the portal before the one attempt starts: proof the connection works now.
 * Any answer will do, so it is not read.
 */
export const checkConnection = () => apiFetch(endpointUrl(getHealth));
