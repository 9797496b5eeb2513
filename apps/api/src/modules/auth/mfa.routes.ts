import { accountAnswers } from '@intake/contracts/copy/api-answers';
import * as endpoints from '@intake/contracts/endpoints/mfa';
import { authErrors } from '@intake/contracts/errors/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  completeMfaLogin,
  confirmMfaSetup,
  confirmMfaSetupWithToken,
  disableMfa,
  mfaStatus,
  readChallenge,
  startMfaSetup,
} from './mfa.service.ts';
import { withRetryAfter } from './retry-after.ts';

/** Two-factor sign-in for staff: the login's code step, and setting it up, checking and turning it off. */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.authorize();

  /** The staff member a setup call is for: from the setup-only mfaToken, or from the session. */
  async function setupUser(request: FastifyRequest, reply: FastifyReply, mfaToken: string | undefined) {
    if (mfaToken) return (await readChallenge(app, mfaToken, 'setup')).user;
    await signedIn.call(app, request, reply);
    const principal = requirePrincipal(request);
    return { id: principal.userId, email: principal.email, role: principal.role };
  }

  registerEndpoint(app, endpoints.logInWithCode, (request, reply) =>
    withRetryAfter(reply, () => completeMfaLogin(app, request.body, request.ip)),
  );

  registerEndpoint(app, endpoints.mfaStatus, (request) => mfaStatus(app, requirePrincipal(request).userId));

  registerEndpoint(app, endpoints.startMfaSetup, async (request, reply) =>
    startMfaSetup(app, await setupUser(request, reply, request.body?.mfaToken)),
  );

  registerEndpoint(app, endpoints.confirmMfaSetup, async (request, reply) => {
    const { code, mfaToken } = request.body;
    if (mfaToken) return confirmMfaSetupWithToken(app, mfaToken, code, request.ip);
    const recoveryCodes = await confirmMfaSetup(app, await setupUser(request, reply, undefined), code);
    if (!recoveryCodes) throw appError(authErrors.mfaCodeWrong);
    return { recoveryCodes };
  });

  registerEndpoint(app, endpoints.disableMfa, async (request, reply) => {
    const principal = requirePrincipal(request);
    const user = { id: principal.userId, email: principal.email, role: principal.role };
    await withRetryAfter(reply, () => disableMfa(app, user, request.body, request.ip));
    return { message: accountAnswers.mfaOff };
  });
};
