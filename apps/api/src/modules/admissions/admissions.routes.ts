import { decisionParamsSchema, linkTokenParamsSchema, messageResponseSchema } from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import { answerOffer, sendDecision } from './admissions.service.ts';

const tags = ['admissions'];

export const admissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/elder/sendInterviewDecision/:email/:decision',
    {
      preHandler: app.authorize('ADMIN', 'ELDER'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Offer Admission, Send to Community (or the spec’s "send") or Not Sure',
        params: decisionParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      sendDecision(app, request.params.email, request.params.decision, requirePrincipal(request).userId),
  );

  for (const [url, accept] of [
    ['/api/applicant/acceptAdmissionOffer/:token', true],
    ['/api/applicant/declineAdmissionOffer/:token', false],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: accept ? 'Accept the offer from the e-mail' : 'Decline the offer from the e-mail',
          params: linkTokenParamsSchema,
        },
      },
      async (request, reply) => reply.redirect(await answerOffer(app, request.params.token, accept)),
    );
  }
};
