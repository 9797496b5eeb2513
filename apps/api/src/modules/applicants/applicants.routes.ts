import {
  applySchema,
  messageResponseSchema,
  userParamSchema,
  withdrawalQuerySchema,
} from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import { applyForAdmission } from './applicants.service.ts';
import { withdrawApplication } from './withdrawal.service.ts';

export const applicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/applicant/apply',
    {
      config: app.perAddressLimit,
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

  app.post(
    '/api/elder/registerApplicant',
    {
      preHandler: app.authorize('ADMIN', 'ELDER'),
      schema: {
        tags: ['applicants'],
        security: [{ bearer: [] }],
        summary: 'Staff enter one application; the applicant is mailed a create-password link',
        body: applySchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await applyForAdmission(app, request.body, requirePrincipal(request).userId);
      return reply
        .status(201)
        .send({ message: 'Applicant registered. They have been e-mailed a link to create a password.' });
    },
  );
  app.post(
    '/api/applicant/withdrawApplication/mail/:user',
    {
      config: app.perAddressLimit,
      schema: {
        tags: ['applicants'],
        summary:
          "Unsubscribe or withdraw from an e-mail's link; `user` is the link's single-use token, the reason 'I want to <choice> because <text>'",
        params: userParamSchema,
        querystring: withdrawalQuerySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => withdrawApplication(app, request.params.user, request.query.reasonForWithdraw),
  );
};
