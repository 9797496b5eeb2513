import type { FastifyPluginAsync } from 'fastify';
import { paymentsRoutes } from './payments.routes.ts';

/** The payments module as the app registers it: its routes (it has no jobs or hooks). */
export const paymentsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(paymentsRoutes);
};
