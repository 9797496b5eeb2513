import { handoffResponseSchema } from '@intake/contracts';
import { apiRequest } from './api-client';

/** A one-time token that hands this session to another app (the elder application, the personality test). */
export const createHandoff = () =>
  apiRequest('/api/user/handoff', { method: 'POST', authenticated: true, schema: handoffResponseSchema });
