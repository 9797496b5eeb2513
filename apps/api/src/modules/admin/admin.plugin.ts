import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin.routes.ts';
import { COHORT_WINDOW_OPENS_JOB, openCohortWindow } from './admin.service.ts';

/** The admin console's module: its routes, and the job that makes a cohort current when its window opens. */
export const adminPlugin: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(COHORT_WINDOW_OPENS_JOB, async (payload) => {
    await openCohortWindow(app, String(payload.cohortId), String(payload.opensAt));
  });
  await app.register(adminRoutes);
};
