import type { FastifyInstance } from 'fastify';
import { funnelRoutes } from './funnel.routes.ts';

/** The funnel module: the per-cohort funnel and its files; its counts are kept by a trigger. */
export async function funnelPlugin(app: FastifyInstance) {
  await app.register(funnelRoutes);
}
