import type { FastifyPluginAsync } from 'fastify';
import { ASSIGN_REVIEWERS_JOB } from '../../core/application-status.service.ts';
import { assignmentRoutes } from './assignments.routes.ts';
import { assignReviewers } from './assignments.service.ts';
import { reviewRoutes } from './review.routes.ts';
import { reviewQueueRoutes } from './review-queue.routes.ts';

/** The review module (issue 22): rubrics per cohort, the scorecards reviewers fill, who reviews whom. */
export const reviewPlugin: FastifyPluginAsync = async (app) => {
  app.jobs.register(ASSIGN_REVIEWERS_JOB, async (payload) => {
    await assignReviewers(app, String(payload.applicantId));
  });
  await app.register(reviewRoutes);
  await app.register(reviewQueueRoutes);
  await app.register(assignmentRoutes);
};
