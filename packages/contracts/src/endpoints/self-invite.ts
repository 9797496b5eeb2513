import { z } from 'zod';
import { messageResponseSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { infoSessionSchema, selfInviteBodySchema, selfInviteParamsSchema } from '../info-sessions.ts';

/* The public self-invite form: the sessions it lists and the invitation it sends. */
const tags = ['info-sessions'];

export const selfInviteSessions = defineEndpoint({
  method: 'GET',
  path: '/api/infoSession/getAvailableInfoSessionsSelfInvite',
  response: z.array(infoSessionSchema),
  access: { allow: 'public' },
  errors: [],
  tags,
  summary: 'Upcoming sessions for the public self-invite form',
});

export const selfInvite = defineEndpoint({
  method: 'POST',
  path: '/api/infoSession/selfInvite/:email/:infoSessionId',
  params: selfInviteParamsSchema,
  body: selfInviteBodySchema,
  response: messageResponseSchema,
  access: {
    allow: 'public',
    note: 'mails the ticket to that address only; the same answer whether or not it has an account',
  },
  errors: [errorCodes.infoSessionExpired],
  rateLimited: true,
  tags,
  summary:
    'Public self-invite: mails the ticket (.ics and join link); the same answer whether or not the e-mail has an account',
});
