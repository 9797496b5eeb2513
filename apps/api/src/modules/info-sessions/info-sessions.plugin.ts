import type { FastifyInstance } from 'fastify';
import { infoSessionsRoutes } from './info-sessions.routes.ts';

/** The info-sessions module: its routes (the self-invite's included); it has no jobs or hooks. */
export async function infoSessionsPlugin(app: FastifyInstance) {
  await app.register(infoSessionsRoutes);
}
