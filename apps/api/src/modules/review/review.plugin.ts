import type { FastifyPluginAsync } from 'fastify';
import { reviewRoutes } from './review.routes.ts';
import { reviewQueueRoutes } from './review-queue.routes.ts';

/** The review module (issue 22): rubrics per cohort and the scorecards reviewers fill. */
export const reviewPlugin: FastifyPluginAsync = async (app) => {
  await app.register(reviewRoutes);
  await app.register(reviewQueueRoutes);
};
