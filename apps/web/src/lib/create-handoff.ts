import { createHandoff as createHandoffEndpoint } from '@intake/contracts/endpoints/session';
import { callEndpoint } from './api-client';

/** A one-time token that hands this session to another app (the elder application, the personality test). */
export const createHandoff = () => callEndpoint(createHandoffEndpoint);
