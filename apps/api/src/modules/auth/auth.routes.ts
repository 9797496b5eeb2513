import { messages, newPasswordSchema } from '@intake/contracts';
import { accountAnswers } from '@intake/contracts/copy/api-answers';
import { logIn as logInEndpoint, redeemHandoff } from '@intake/contracts/endpoints/login';
import * as endpoints from '@intake/contracts/endpoints/password-links';
import { createHandoff, currentUser, logOut as logOutEndpoint } from '@intake/contracts/endpoints/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  createHandoffToken,
  loadOwnUserData,
  logIn,
  logOut,
  readPasswordLink,
  redeemHandoffToken,
  requestPasswordReset,
  setPasswordFromLink,
} from './auth.service.ts';
import { withRetryAfter } from './retry-after.ts';

/** Signing in and out, the e-mailed password links, the signed-in user and session handoffs. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, logInEndpoint, (request, reply) =>
    withRetryAfter(reply, () => logIn(app, request.body.email, request.body.password, request.ip)),
  );

  registerEndpoint(app, logOutEndpoint, async (request) => {
    await logOut(app, requirePrincipal(request).sessionId);
    return { message: accountAnswers.loggedOut };
  });

  registerEndpoint(app, endpoints.readPasswordLink, (request) => readPasswordLink(app, request.params.token));

  registerEndpoint(app, endpoints.setPassword, async (request) => {
    const supplied = request.headers.response ?? request.body?.password;
    const password = newPasswordSchema.safeParse(supplied);
    if (!password.success) throw badRequest(password.error.issues[0]?.message ?? messages.passwordsDontMatch);
    await setPasswordFromLink(app, request.params.token, password.data, request.ip);
    return { message: accountAnswers.passwordSet };
  });

  registerEndpoint(app, endpoints.requestPasswordReset, async (request) => {
    await requestPasswordReset(app, request.params.email);
    return { message: messages.resetLinkSent };
  });

  registerEndpoint(app, currentUser, (request) => loadOwnUserData(app, requirePrincipal(request).userId));

  registerEndpoint(app, createHandoff, (request) =>
    createHandoffToken(app, requirePrincipal(request).userId),
  );

  registerEndpoint(app, redeemHandoff, (request) => redeemHandoffToken(app, request.params.token));
};
