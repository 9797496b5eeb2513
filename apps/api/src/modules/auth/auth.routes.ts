import {
  accessTokenResponseSchema,
  handoffResponseSchema,
  linkTokenParamsSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  messages,
  newPasswordSchema,
  passwordLinkSchema,
  resetPasswordParamsSchema,
  setPasswordBodySchema,
  userDataSchema,
} from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  createHandoffToken,
  loadOwnUserData,
  logIn,
  logOut,
  PASSWORD_RESET_JOB,
  readPasswordLink,
  redeemHandoffToken,
  requestPasswordReset,
  runPasswordReset,
  setPasswordFromLink,
} from './auth.service.ts';
import { mfaRoutes, withRetryAfter } from './mfa.routes.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = app.perAddressLimit;
  await app.register(mfaRoutes);
  app.jobs.register(PASSWORD_RESET_JOB, (payload) =>
    runPasswordReset(app, typeof payload.userId === 'string' ? payload.userId : null),
  );

  app.post(
    '/api/user/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Log in',
        description:
          'Answers `{accessToken}`; a staff member with two-factor sign-in on gets `{mfaRequired, mfaToken}` ' +
          '(then POST /api/user/login/mfa), and with STAFF_MFA=required one without it `{mfaSetupRequired, mfaToken}`. ' +
          'Failed sign-ins are throttled per account: 429 `RATE_LIMITED` with `details.retryAfterSeconds`.',
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => logIn(app, request.body.email, request.body.password, request.ip)),
  );

  app.post(
    '/api/user/logout',
    {
      preHandler: app.authorize(),
      schema: {
        tags,
        summary: 'End this session',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await logOut(app, requirePrincipal(request).sessionId);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/user/password/:token',
    {
      config: limited,
      schema: {
        tags,
        summary: 'What a create- or reset-password link is for, without using it',
        description:
          'The page reads this first, so that a used or expired link says so before anything is typed.',
        params: linkTokenParamsSchema,
        response: { 200: passwordLinkSchema },
      },
    },
    async (request) => readPasswordLink(app, request.params.token),
  );

  app.patch(
    '/api/user/password/:token',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set the password from a create- or reset-password link',
        description: 'The password travels in the header `response` (spec §7) or as JSON `{password}`.',
        params: linkTokenParamsSchema,
        headers: z.looseObject({ response: z.string().optional() }),
        body: setPasswordBodySchema.nullish(),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const supplied = request.headers.response ?? request.body?.password;
      const password = newPasswordSchema.safeParse(supplied);
      if (!password.success)
        throw badRequest(password.error.issues[0]?.message ?? messages.passwordsDontMatch);
      await setPasswordFromLink(app, request.params.token, password.data, request.ip);
      return { message: 'Password set' };
    },
  );

  app.post(
    '/api/user/resetPassword/:email',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Mail a reset link (the answer never says whether the account exists)',
        params: resetPasswordParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request.params.email);
      return { message: messages.resetLinkSent };
    },
  );

  app.get(
    '/api/user/me',
    {
      preHandler: app.authorize(),
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: userDataSchema },
      },
    },
    async (request) => loadOwnUserData(app, requirePrincipal(request).userId),
  );

  app.post(
    '/api/user/handoff',
    {
      preHandler: app.authorize(),
      schema: {
        tags,
        summary: 'A one-time token that hands this session to another app',
        security: [{ bearer: [] }],
        response: { 200: handoffResponseSchema },
      },
    },
    async (request) => createHandoffToken(app, requirePrincipal(request).userId),
  );

  app.post(
    '/api/user/redeemHandoff/:token',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Exchange a one-time token for a session (/redirect/:userToken)',
        params: linkTokenParamsSchema,
        response: { 200: accessTokenResponseSchema },
      },
    },
    async (request) => redeemHandoffToken(app, request.params.token),
  );
};
