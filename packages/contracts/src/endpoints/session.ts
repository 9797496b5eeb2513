import { handoffResponseSchema, messageResponseSchema, userDataSchema } from '../auth.ts';
import { earlyPaths } from '../early-paths.ts';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/*
 * The signed-in user's own calls, made from every signed-in screen: who they are, logging out, and
 * handing the session to another app. Opening a session is in login.ts.
 */
const tags = ['auth'];
const signedIn = { allow: 'signed-in' } as const;

export const logOut = defineEndpoint({
  method: 'POST',
  path: '/api/user/logout',
  response: messageResponseSchema,
  access: signedIn,
  errors: [],
  tags,
  summary: 'End this session',
});

export const currentUser = defineEndpoint({
  method: 'GET',
  path: earlyPaths.currentUser,
  response: userDataSchema,
  access: signedIn,
  errors: [errorCodes.notFound],
  tags,
  summary: 'The signed-in user',
});

export const createHandoff = defineEndpoint({
  method: 'POST',
  path: '/api/user/handoff',
  response: handoffResponseSchema,
  access: signedIn,
  errors: [],
  tags,
  summary: 'A one-time token that hands this session to another app',
});
