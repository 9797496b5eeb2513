import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  infoSessionInputSchema,
  infoSessionNoticeSchema,
  infoSessionUpdateSchema,
  savedInfoSessionSchema,
} from '../info-sessions.ts';

/* The console's info-session calls (its list is info-sessions.ts availableInfoSessions). */
const tags = ['info-sessions'];
const access = { allow: ADMIN };

export const createInfoSession = defineEndpoint({
  method: 'POST',
  path: '/api/infoSession/createInfoSession',
  body: infoSessionInputSchema,
  response: savedInfoSessionSchema,
  status: 201,
  access,
  errors: [errorCodes.rule],
  tags,
  summary: 'Create a session',
});

export const updateInfoSession = defineEndpoint({
  method: 'POST',
  path: '/api/infoSession/updateInfoSession',
  body: infoSessionUpdateSchema,
  response: savedInfoSessionSchema,
  access,
  errors: [errorCodes.rule, errorCodes.notFound],
  tags,
  summary: 'Update a session',
});

export const sendInfoSessionEmail = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sendInfoSessionEmail',
  response: infoSessionNoticeSchema,
  access,
  errors: [],
  tags,
  summary: 'Notify: mail every applicant booked on an upcoming session its invitation',
});
