import * as endpoints from '@intake/contracts/endpoints/duplicates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { dismissDuplicate, mergeRecords, possibleDuplicates } from './duplicates.service.ts';

export const duplicatesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.getPossibleDuplicates, (request) =>
    possibleDuplicates(app, request.params.email, requirePrincipal(request)),
  );
  registerEndpoint(app, endpoints.dismissDuplicate, (request) =>
    dismissDuplicate(app, request.params.pairId, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.mergeRecords, (request) =>
    mergeRecords(app, request.body, requirePrincipal(request).userId),
  );
};
