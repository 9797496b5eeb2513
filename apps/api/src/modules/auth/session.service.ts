import { messages, type UserData } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { findApplicant } from '../../core/applicants.repository.ts';
import { insertSession } from '../../core/sessions.repository.ts';
import { findUserData } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';

export async function loadUserData(db: Executor, userId: string): Promise<UserData> {
  const user = await findUserData(db, userId);
  if (!user) throw notFound();
  return user;
}

/** The caller's own data, from the read cache while it holds them. */
export async function loadOwnUserData(app: FastifyInstance, userId: string): Promise<UserData> {
  const cached = app.readCache.users.get(userId);
  if (cached) return cached;
  const generation = app.readCache.generation;
  const user = await loadUserData(app.db, userId);
  app.readCache.storeUser(userId, user, generation);
  return user;
}

/** Starts a session and signs its access token. */
export async function openSession(app: FastifyInstance, userId: string) {
  const user = await loadUserData(app.db, userId);
  if (user.roles === 'SUSPENDED') throw forbidden(messages.accountSuspended, 'ACCOUNT_SUSPENDED');
  if ((await findApplicant(app.db, userId))?.withdrawnAt) {
    throw forbidden(messages.applicationWithdrawn, 'APPLICATION_WITHDRAWN');
  }
  const session = await insertSession(app.db, userId, app.config.sessionAbsoluteSeconds);
  return { accessToken: await app.signAccessToken(user, session.id, session.expiresAt) };
}
