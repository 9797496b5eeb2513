import { healthResponseSchema } from '../config.ts';
import { defineEndpoint } from '../endpoint.ts';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: healthResponseSchema,
  otherResponses: { 503: healthResponseSchema },
  access: { allow: 'public' },
  errors: [],
  tags: ['system'],
  summary: 'Liveness and database reachability',
});
