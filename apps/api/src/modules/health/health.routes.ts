import { getHealth } from '@intake/contracts/endpoints/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, getHealth, async (_request, reply) => {
    const report = app.databaseProbe.report();
    return reply.status(report.database.reachable ? 200 : 503).send(report);
  });
};
