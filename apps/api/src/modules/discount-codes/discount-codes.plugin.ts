import type { FastifyPluginAsync } from 'fastify';
import { discountCodesRoutes } from './discount-codes.routes.ts';

/** The discount-codes module as the app registers it: its routes (it has no jobs or hooks). */
export const discountCodesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(discountCodesRoutes);
};
