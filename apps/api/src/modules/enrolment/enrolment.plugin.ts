import type { FastifyPluginAsync } from 'fastify';
import { enrolmentRoutes } from './enrolment.routes.ts';

/** The enrolment module as the app registers it: its routes (it has no jobs or hooks). */
export const enrolmentPlugin: FastifyPluginAsync = async (app) => {
  await app.register(enrolmentRoutes);
};
