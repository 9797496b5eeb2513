import {
  infoSessionIdParamSchema,
  infoSessionInputSchema,
  infoSessionSchema,
  infoSessionUpdateSchema,
  linkTokenParamsSchema,
  messageResponseSchema,
  redirectLinkParamsSchema,
  selfInviteBodySchema,
  selfInviteParamsSchema,
  userDataSchema,
} from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { selfInvite } from './self-invite.service.ts';

const tags = ['info-sessions'];
const security = [{ bearer: [] }];
const savedSessionSchema = z.object({ message: z.string(), infoSession: infoSessionSchema });

export const infoSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/infoSession/createInfoSession',
    {
      preHandler: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Create a session',
        body: infoSessionInputSchema,
        response: { 201: savedSessionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSession(app, request.body, requirePrincipal(request).userId)),
  );

  app.post(
    '/api/infoSession/updateInfoSession',
    {
      preHandler: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Update a session',
        body: infoSessionUpdateSchema,
        response: { 200: savedSessionSchema },
      },
    },
    async (request) =>
      updateSession(app, request.body.infoSessionId, request.body, requirePrincipal(request).userId),
  );

  app.get(
    '/api/infoSession/getAvailableInfoSessions',
    {
      preHandler: app.authorize(),
      schema: {
        tags,
        security,
        summary:
          "Upcoming sessions (staff also see their links); an applicant's own booking, with its link, while it can be joined",
        response: { 200: z.array(infoSessionSchema) },
      },
    },
    async (request) => listAvailableSessions(app, requirePrincipal(request)),
  );

  app.get(
    '/api/infoSession/getAvailableInfoSessionsSelfInvite',
    {
      schema: {
        tags,
        summary: 'Upcoming sessions for the public self-invite form',
        response: { 200: z.array(infoSessionSchema) },
      },
    },
    async () => listUpcomingSessions(app, false),
  );

  app.post(
    '/api/infoSession/selfInvite/:email/:infoSessionId',
    {
      config: app.perAddressLimit,
      schema: {
        tags,
        summary:
          'Public self-invite: mails the ticket (.ics and join link); the same answer whether or not the e-mail has an account',
        params: selfInviteParamsSchema,
        body: selfInviteBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => selfInvite(app, request.params, request.body?.website),
  );

  app.get(
    '/api/infoSession/selectInfoSession/:infoSessionId',
    {
      preHandler: app.authorize('APPLICANT'),
      schema: {
        tags,
        security,
        summary: 'Book a session; mails the ticket with a calendar invite',
        params: infoSessionIdParamSchema,
        response: { 200: userDataSchema },
      },
    },
    async (request) => chooseSession(app, requirePrincipal(request).userId, request.params.infoSessionId),
  );

  app.get(
    '/api/infoSession/attend/:token',
    {
      schema: {
        tags,
        summary:
          'Join link from the invitation: the session in its window, else the too-early, expired, venue or link error page (changes nothing)',
        // Any text: a cut or mistyped ticket must land on a page, not on a validation error.
        params: redirectLinkParamsSchema,
      },
    },
    async (request, reply) => reply.redirect(await resolveJoinLink(app, request.params.token)),
  );

  app.get(
    '/api/infoSession/attend',
    {
      schema: {
        tags,
        summary: 'A join link cut before its ticket: the link error page',
        hide: true,
      },
    },
    async (_request, reply) => reply.redirect(await resolveJoinLink(app, '')),
  );

  app.get(
    '/api/infoSession/venue/:token',
    {
      schema: {
        tags,
        summary: 'The session a join link names, for the page of an in-person session (its venue and time)',
        params: linkTokenParamsSchema,
        response: { 200: infoSessionSchema },
      },
    },
    async (request) => sessionOfTicket(app, request.params.token),
  );

  app.get(
    '/api/admin/sendInfoSessionEmail',
    {
      preHandler: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Notify: mail every applicant booked on an upcoming session its invitation',
        response: { 200: z.object({ message: z.string(), sent: z.number() }) },
      },
    },
    async (request) => notifyBookedApplicants(app, requirePrincipal(request).userId),
  );
};
