import { acceptInterviewFromOldLink } from '@intake/contracts/endpoints/email-link-redirects';
import { acceptInterview, interviewAcceptLink } from '@intake/contracts/endpoints/email-links';
import { rescheduleInterview } from '@intake/contracts/endpoints/interview-reschedule';
import {
  completeInterview,
  inviteApplicant,
  startInterview,
} from '@intake/contracts/endpoints/interview-review';
import { pagePath, paths } from '@intake/contracts/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  acceptLinkState,
  acceptInterview as answerAcceptLink,
  rescheduleInterview as moveInterview,
  recordInterviewProgress,
  inviteApplicant as sendInvitation,
} from './interview-invitations.service.ts';

export const interviewInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).userId;

  registerEndpoint(app, inviteApplicant, (request) => sendInvitation(app, request.body, actor(request)));
  registerEndpoint(app, interviewAcceptLink, (request) => acceptLinkState(app, request.params.token));
  registerEndpoint(app, acceptInterview, (request) => answerAcceptLink(app, request.params.token));
  // Invitations sent before issue 18 link here; a scanner's GET must not accept the interview.
  registerEndpoint(app, acceptInterviewFromOldLink, async (request, reply) =>
    reply.redirect(pagePath(paths.interviewAccept, { token: request.params.token })),
  );
  registerEndpoint(app, rescheduleInterview, (request) =>
    moveInterview(app, request.params.token, request.body),
  );
  for (const [endpoint, to] of [
    [startInterview, 'INTERVIEWING'],
    [completeInterview, 'INTERVIEWED'],
  ] as const) {
    registerEndpoint(app, endpoint, (request) =>
      recordInterviewProgress(app, request.params.email, to, actor(request)),
    );
  }
};
