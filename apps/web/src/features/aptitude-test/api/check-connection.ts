import { apiRequest } from '../../../lib/api-client';

/** One round trip to the portal before the one attempt starts: proof the connection works now. */
export const checkConnection = () => apiRequest('/api/health');
