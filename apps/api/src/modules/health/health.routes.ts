import { healthResponseSchema } from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = app.databaseProbe;
  app.addHook('onReady', () => probe.start());
  app.addHook('onClose', async () => probe.stop());

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const report = probe.report();
      return reply.status(report.database.reachable ? 200 : 503).send(report);
    },
  );
};
