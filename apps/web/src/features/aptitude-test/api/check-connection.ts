import { apiFetch, endpointUrl } from '../../../lib/api-client';
import { NoResponseError } from '../../../lib/api-error';

/**
 * One round trip to the portal before the one attempt starts: proof the connection works now.
 * Any answer will do, so it is not read. The health declaration (and its schemas) loads with the
 * check, not with the dashboard; failing to load it is no connection either.
 */
export async function checkConnection() {
  const { getHealth } = await import('@intake/contracts/endpoints/health').catch(() => {
    throw new NoResponseError();
  });
  return apiFetch(endpointUrl(getHealth));
}
