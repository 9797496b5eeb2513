import {
  decisionParamsSchema,
  emailLinkOutcomeSchema,
  emailLinkStateSchema,
  linkTokenParamsSchema,
  messageResponseSchema,
  redirectLinkParamsSchema,
} from '@intake/contracts';
import { pagePath, paths } from '@intake/contracts/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import { answerOffer, offerLinkState, sendDecision } from './admissions.service.ts';

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

  app.get(
    '/api/applicant/admissionOffer/:token',
    {
      schema: {
        tags,
        summary: 'The offer page: whether its link can still be answered (changes nothing)',
        params: linkTokenParamsSchema,
        response: { 200: emailLinkStateSchema },
      },
    },
    async (request) => offerLinkState(app, request.params.token),
  );

  for (const [url, accept] of [
    ['/api/applicant/acceptAdmissionOffer/:token', true],
    ['/api/applicant/declineAdmissionOffer/:token', false],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: accept
            ? 'Accept the offer (the click on its page)'
            : 'Decline the offer (the click on its page)',
          params: linkTokenParamsSchema,
          response: { 200: emailLinkOutcomeSchema },
        },
      },
      async (request) => answerOffer(app, request.params.token, accept),
    );
    // Offer e-mails sent before issue 18 link here; a scanner's GET must not answer the offer.
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Link of an older offer e-mail: redirects to the offer page, never answers',
          params: redirectLinkParamsSchema,
        },
      },
      async (request, reply) =>
        reply.redirect(pagePath(paths.admissionRespond, { token: request.params.token })),
    );
  }
};
