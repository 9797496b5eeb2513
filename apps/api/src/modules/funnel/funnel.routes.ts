import { exportFunnel, getFunnel } from '@intake/contracts/endpoints/funnel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { cohortFunnel } from './funnel.service.ts';
import { exportCohortFunnel } from './funnel-export.service.ts';

export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, getFunnel, (request) => cohortFunnel(app, request.params.cohortId));
  registerEndpoint(app, exportFunnel, async (request, reply) => {
    const file = await exportCohortFunnel(app, request.params.cohortId, request.query.format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.body);
  });
};
