import { z } from 'zod';
import { linkTokenParamsSchema, userDataSchema } from '../auth.ts';
import { APPLICANT, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { infoSessionIdParamSchema, infoSessionSchema } from '../info-sessions.ts';

/*
 * An applicant's info sessions: the dashboard's drawer and the venue page of an in-person session.
 * The public self-invite form's calls are in self-invite.ts, the console's in info-session-admin.ts.
 */
const tags = ['info-sessions'];

export const availableInfoSessions = defineEndpoint({
  method: 'GET',
  path: '/api/infoSession/getAvailableInfoSessions',
  response: z.array(infoSessionSchema),
  access: { allow: 'signed-in' },
  errors: [],
  tags,
  summary:
    "Upcoming sessions (staff also see their links); an applicant's own booking, with its link, while it can be joined",
});

export const selectInfoSession = defineEndpoint({
  method: 'GET',
  path: '/api/infoSession/selectInfoSession/:infoSessionId',
  params: infoSessionIdParamSchema,
  response: userDataSchema,
  access: { allow: APPLICANT },
  errors: [errorCodes.infoSessionExpired, errorCodes.notFound],
  tags,
  summary: 'Book a session; mails the ticket with a calendar invite',
});

export const infoSessionVenue = defineEndpoint({
  method: 'GET',
  path: '/api/infoSession/venue/:token',
  params: linkTokenParamsSchema,
  response: infoSessionSchema,
  access: { allow: 'link-token' },
  errors: [errorCodes.linkInvalid],
  tags,
  summary: 'The session a join link names, for the page of an in-person session (its venue and time)',
});
