import { applySchema, messageResponseSchema } from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyForAdmission } from './applicants.service.ts';

export const applicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/applicant/apply',
    {
      config: { rateLimit: { max: app.config.rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['applicants'],
        summary: 'Apply; mails a create-password link',
        body: applySchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await applyForAdmission(app, request.body);
      return reply
        .status(201)
        .send({ message: 'Application received. Check your e-mail to create your password.' });
    },
  );
};
