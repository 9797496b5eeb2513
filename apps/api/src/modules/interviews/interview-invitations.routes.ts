import {
  emailLinkOutcomeSchema,
  emailLinkStateSchema,
  emailParamSchema,
  interviewInvitationSchema,
  interviewRescheduleSchema,
  linkTokenParamsSchema,
  messageResponseSchema,
  redirectLinkParamsSchema,
} from '@intake/contracts';
import { pagePath, paths } from '@intake/contracts/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  acceptInterview,
  acceptLinkState,
  inviteApplicant,
  recordInterviewProgress,
  rescheduleInterview,
} from './interview-invitations.service.ts';

const tags = ['interviews'];
const security = [{ bearer: [] }];

export const interviewInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/interviewInvite/inviteApplicant',
    {
      preHandler: app.authorize('ADMIN', 'ELDER'),
      schema: {
        tags,
        security,
        summary:
          'Invite an applicant (INVITED_FOR_INTERVIEW); mails an .ics, an accept and a reschedule link',
        body: interviewInvitationSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => inviteApplicant(app, request.body, requirePrincipal(request).userId),
  );

  app.get(
    '/api/interviewInvite/acceptLink/:token',
    {
      schema: {
        tags,
        summary: 'The accept page: whether its link can still be clicked (changes nothing)',
        params: linkTokenParamsSchema,
        response: { 200: emailLinkStateSchema },
      },
    },
    async (request) => acceptLinkState(app, request.params.token),
  );

  app.post(
    '/api/interviewInvite/accept/:token',
    {
      schema: {
        tags,
        summary: 'Accept the interview (the click on its page)',
        params: linkTokenParamsSchema,
        response: { 200: emailLinkOutcomeSchema },
      },
    },
    async (request) => acceptInterview(app, request.params.token),
  );

  // Invitations sent before issue 18 link here; a scanner's GET must not accept the interview.
  app.get(
    '/api/interviewInvite/accept/:token',
    {
      schema: {
        tags,
        summary: 'Link of an older invitation: redirects to the accept page, never accepts',
        params: redirectLinkParamsSchema,
      },
    },
    async (request, reply) =>
      reply.redirect(pagePath(paths.interviewAccept, { token: request.params.token })),
  );

  app.post(
    '/api/interviewInvite/reschedule/:token',
    {
      config: app.perAddressLimit,
      schema: {
        tags,
        summary: 'The applicant moves the interview (token from the e-mail; no session)',
        params: linkTokenParamsSchema,
        body: interviewRescheduleSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => rescheduleInterview(app, request.params.token, request.body),
  );

  for (const [url, to] of [
    ['/api/elder/startInterview/:email', 'INTERVIEWING'],
    ['/api/elder/completeInterview/:email', 'INTERVIEWED'],
  ] as const) {
    app.post(
      url,
      {
        preHandler: app.authorize('ADMIN', 'ELDER'),
        schema: {
          tags,
          security,
          summary: to === 'INTERVIEWING' ? 'Mark the interview started' : 'Mark the interview done',
          params: emailParamSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) =>
        recordInterviewProgress(app, request.params.email, to, requirePrincipal(request).userId),
    );
  }
};
