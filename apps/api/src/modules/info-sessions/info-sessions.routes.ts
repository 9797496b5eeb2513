import {
  joinInfoSession,
  joinInfoSessionWithoutTicket,
} from '@intake/contracts/endpoints/email-link-redirects';
import {
  createInfoSession,
  sendInfoSessionEmail,
  updateInfoSession,
} from '@intake/contracts/endpoints/info-session-admin';
import {
  availableInfoSessions,
  infoSessionVenue,
  selectInfoSession,
} from '@intake/contracts/endpoints/info-sessions';
import { selfInvite, selfInviteSessions } from '@intake/contracts/endpoints/self-invite';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  chooseSession,
  createSession,
  listAvailableSessions,
  listUpcomingSessions,
  notifyBookedApplicants,
  resolveJoinLink,
  sessionOfTicket,
  updateSession,
} from './info-sessions.service.ts';
import { selfInvite as sendSelfInvite } from './self-invite.service.ts';

export const infoSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).userId;

  registerEndpoint(app, createInfoSession, (request) => createSession(app, request.body, actor(request)));
  registerEndpoint(app, updateInfoSession, (request) =>
    updateSession(app, request.body.infoSessionId, request.body, actor(request)),
  );
  registerEndpoint(app, availableInfoSessions, (request) =>
    listAvailableSessions(app, requirePrincipal(request)),
  );
  registerEndpoint(app, selfInviteSessions, () => listUpcomingSessions(app, false));
  registerEndpoint(app, selfInvite, (request) => sendSelfInvite(app, request.params, request.body?.website));
  registerEndpoint(app, selectInfoSession, (request) =>
    chooseSession(app, actor(request), request.params.infoSessionId),
  );
  registerEndpoint(app, joinInfoSession, async (request, reply) =>
    reply.redirect(await resolveJoinLink(app, request.params.token)),
  );
  registerEndpoint(app, joinInfoSessionWithoutTicket, async (_request, reply) =>
    reply.redirect(await resolveJoinLink(app, '')),
  );
  registerEndpoint(app, infoSessionVenue, (request) => sessionOfTicket(app, request.params.token));
  registerEndpoint(app, sendInfoSessionEmail, (request) => notifyBookedApplicants(app, actor(request)));
};
