import {
  accessTokenResponseSchema,
  messageResponseSchema,
  messages,
  mfaConfirmResponseSchema,
  mfaConfirmSchema,
  mfaDisableSchema,
  mfaLoginSchema,
  mfaSetupResponseSchema,
  mfaSetupSchema,
  mfaStatusSchema,
} from '@intake/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/app-error.ts';
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

const tags = ['auth'];
const security = [{ bearer: [] }];

/** Sets Retry-After on a throttled answer (the body carries `details.retryAfterSeconds` too). */
export async function withRetryAfter<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) {
      const details = error.details as { retryAfterSeconds?: number } | undefined;
      if (details?.retryAfterSeconds) reply.header('retry-after', String(details.retryAfterSeconds));
    }
    throw error;
  }
}

/** Two-factor sign-in for staff: the login's code step, and setting it up, checking and turning it off. */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = app.perAddressLimit;
  const signedIn = app.authorize();

  /** The staff member a setup call is for: from the setup-only mfaToken, or from the session. */
  async function setupUser(request: FastifyRequest, reply: FastifyReply, mfaToken: string | undefined) {
    if (mfaToken) return (await readChallenge(app, mfaToken, 'setup')).user;
    await signedIn.call(app, request, reply);
    const principal = requirePrincipal(request);
    return { id: principal.userId, email: principal.email, role: principal.role };
  }

  app.post(
    '/api/user/login/mfa',
    {
      config: limited,
      schema: {
        tags,
        summary: 'The code step of a staff login',
        description:
          'The `mfaToken` of the login answer (5 minutes, single-use, 5 wrong codes at most) with a current ' +
          'six-digit `code` or one `recoveryCode`.',
        body: mfaLoginSchema,
        response: { 200: accessTokenResponseSchema },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => completeMfaLogin(app, request.body, request.ip)),
  );

  app.get(
    '/api/user/mfa',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on for me',
        security,
        response: { 200: mfaStatusSchema },
      },
    },
    async (request) => mfaStatus(app, requirePrincipal(request).userId),
  );

  app.post(
    '/api/user/mfa/setup',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Start setting up two-factor sign-in (staff)',
        description:
          'With a staff session, or with the setup-only `mfaToken` of a login under STAFF_MFA=required. ' +
          'Answers the secret and its otpauth URI; nothing is in force until confirmed.',
        security,
        body: mfaSetupSchema.nullish(),
        response: { 200: mfaSetupResponseSchema },
      },
    },
    async (request, reply) => startMfaSetup(app, await setupUser(request, reply, request.body?.mfaToken)),
  );

  app.post(
    '/api/user/mfa/confirm',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes once',
        description: 'With the setup-only `mfaToken` the answer carries an `accessToken` as well.',
        security,
        body: mfaConfirmSchema,
        response: { 200: mfaConfirmResponseSchema },
      },
    },
    async (request, reply) => {
      const { code, mfaToken } = request.body;
      if (mfaToken) return confirmMfaSetupWithToken(app, mfaToken, code, request.ip);
      const recoveryCodes = await confirmMfaSetup(app, await setupUser(request, reply, undefined), code);
      if (!recoveryCodes) throw badRequest(messages.mfaCodeInvalid);
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/user/mfa/disable',
    {
      config: limited,
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off with a current code or a recovery code',
        security,
        body: mfaDisableSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const user = { id: principal.userId, email: principal.email, role: principal.role };
      await withRetryAfter(reply, () => disableMfa(app, user, request.body, request.ip));
      return { message: 'Two-factor sign-in is off' };
    },
  );
};
