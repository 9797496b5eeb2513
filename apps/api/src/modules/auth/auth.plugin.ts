import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes.ts';
import { PASSWORD_RESET_JOB, runPasswordReset } from './auth.service.ts';
import { ensureFirstAdmin } from './bootstrap-admin.ts';
import { mfaRoutes } from './mfa.routes.ts';

/** The auth module: its routes, the password-reset job and the first admin of a new install. */
export const authModulePlugin: FastifyPluginAsync = async (app) => {
  app.jobs.register(PASSWORD_RESET_JOB, (payload) =>
    runPasswordReset(app, typeof payload.userId === 'string' ? payload.userId : null),
  );
  app.addHook('onReady', () => ensureFirstAdmin(app));
  await app.register(authRoutes);
  await app.register(mfaRoutes);
};
