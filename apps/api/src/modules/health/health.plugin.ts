import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health.routes.ts';

/** The health module: its route, and the database probe it reports, running while the app is. */
export const healthPlugin: FastifyPluginAsyncZod = async (app) => {
  const probe = app.databaseProbe;
  app.addHook('onReady', () => probe.start());
  app.addHook('onClose', async () => probe.stop());
  await app.register(healthRoutes);
};
