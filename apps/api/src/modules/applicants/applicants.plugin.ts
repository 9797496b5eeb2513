import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicantsRoutes } from './applicants.routes.ts';
import { prepareApplicantMail } from './withdrawal.service.ts';

/**
 * The applicants module: applying, registering and withdrawing, and the outbox's last look at each
 * e-mail to an applicant (opt-outs held back, a withdraw link added).
 */
export const applicantsPlugin: FastifyPluginAsyncZod = async (app) => {
  app.mailWorker.prepareWith((batch) => prepareApplicantMail(app, batch));
  await app.register(applicantsRoutes);
};
