import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aptitudeTestRoutes } from './aptitude-test.routes.ts';
import { CLOSE_ATTEMPT_JOB, closeTestIfTimedOut, seedQuestionBank } from './aptitude-test.service.ts';

/** The aptitude test: its question bank seeded at start, the job that closes an attempt, its routes. */
export const aptitudeTestPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', () => seedQuestionBank(app.db));
  app.jobs.register(CLOSE_ATTEMPT_JOB, async (payload) =>
    closeTestIfTimedOut(app, String(payload.applicantId), new Date(), { reschedule: true }),
  );
  await app.register(aptitudeTestRoutes);
};
