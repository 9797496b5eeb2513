import type { UserData } from '@intake/contracts';
import { authErrors } from '@intake/contracts/errors/auth';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { appError, notFound } from '../../lib/app-error.ts';
import { findApplicant } from '../applicants/applicants.repository.ts';
import { insertSession } from './sessions.repository.ts';
import { findUserData } from './users.repository.ts';

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
  if (user.roles === 'SUSPENDED') throw appError(authErrors.accountSuspended);
  if ((await findApplicant(app.db, userId))?.withdrawnAt) {
    throw appError(authErrors.applicationWithdrawn);
  }
  const session = await insertSession(app.db, userId, app.config.sessionAbsoluteSeconds);
  return { accessToken: await app.signAccessToken(user, session.id, session.expiresAt) };
}
