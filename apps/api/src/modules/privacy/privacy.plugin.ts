import type { FastifyPluginAsync } from 'fastify';
import { privacyRoutes } from './privacy.routes.ts';

/** The privacy module: the export, the erasure request and the admins' erasure (no jobs or hooks). */
export const privacyPlugin: FastifyPluginAsync = async (app) => {
  await app.register(privacyRoutes);
};
