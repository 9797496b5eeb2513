import { callEndpoint } from './api-client';

/**
 * A one-time token that hands this session to another app (the elder application, the personality
 * test). The declaration loads with the call: no screen pays for it before a click.
 */
export const createHandoff = async () =>
  callEndpoint((await import('@intake/contracts/endpoints/session')).createHandoff);
