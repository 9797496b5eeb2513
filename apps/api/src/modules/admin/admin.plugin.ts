import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin.routes.ts';

/** The admin console's module: its routes. */
export const adminPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminRoutes);
};
