import type { FastifyInstance } from 'fastify';
import { commentsRoutes } from './comments.routes.ts';
import { interviewInvitationsRoutes } from './interview-invitations.routes.ts';
import { interviewsRoutes } from './interviews.routes.ts';

/** The interviews module: interviews, their invitations and comments; it has no jobs or hooks. */
export async function interviewsPlugin(app: FastifyInstance) {
  await app.register(interviewsRoutes);
  await app.register(commentsRoutes);
  await app.register(interviewInvitationsRoutes);
}
