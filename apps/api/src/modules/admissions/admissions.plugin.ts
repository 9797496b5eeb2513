import type { FastifyInstance } from 'fastify';
import { admissionsRoutes } from './admissions.routes.ts';

/** The admissions module: decisions and offers; it has no jobs or hooks. */
export async function admissionsPlugin(app: FastifyInstance) {
  await app.register(admissionsRoutes);
}
