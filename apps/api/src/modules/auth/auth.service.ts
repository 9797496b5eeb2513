import {
  CREATE_PASSWORD_LINK_TTL_SECONDS,
  HANDOFF_TOKEN_TTL_SECONDS,
  messages,
  RESET_PASSWORD_LINK_TTL_SECONDS,
  type UserData,
} from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { renderCreatePasswordMail } from '../../mail/templates/create-password.ts';
import { renderResetPasswordMail } from '../../mail/templates/reset-password.ts';
import { findApplicant } from '../applicants/applicants.repository.ts';
import { queueMail, queueMails } from '../mail/mail.service.ts';
import { voidUnusedLinkTokens } from './link-tokens.repository.ts';
import { consumeLinkToken, issueLinkToken, issueLinkTokens } from './link-tokens.service.ts';
import { insertSession, revokeSession, revokeUserSessions } from './sessions.repository.ts';
import { findUserByEmail, findUserData, updatePasswordHash } from './users.repository.ts';

const PASSWORD_PURPOSES = ['create-password', 'reset-password'] as const;

const invalidDetails = () => new AppError(401, 'INVALID_CREDENTIALS', messages.invalidDetails);

export async function loadUserData(db: Executor, userId: string): Promise<UserData> {
  const user = await findUserData(db, userId);
  if (!user) throw notFound();
  return user;
}

/** Starts a session and signs its access token. */
async function openSession(app: FastifyInstance, userId: string) {
  const user = await loadUserData(app.db, userId);
  if (user.roles === 'SUSPENDED') throw forbidden(messages.accountSuspended, 'ACCOUNT_SUSPENDED');
  if ((await findApplicant(app.db, userId))?.withdrawnAt) {
    throw forbidden(messages.applicationWithdrawn, 'APPLICATION_WITHDRAWN');
  }
  const session = await insertSession(app.db, userId, app.config.sessionAbsoluteSeconds);
  return { accessToken: await app.signAccessToken(user, session.id, session.expiresAt) };
}

export async function logIn(app: FastifyInstance, email: string, password: string) {
  const user = await findUserByEmail(app.db, email);
  // Unknown e-mail, no password yet and a wrong password answer alike, in the same time.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user?.passwordHash || !passwordMatches) throw invalidDetails();
  return openSession(app, user.id);
}

export async function logOut(app: FastifyInstance, sessionId: string) {
  await revokeSession(app.db, sessionId);
}

/** Sets the password from a create- or reset-password link; every other session ends. */
export async function setPasswordFromLink(app: FastifyInstance, token: string, password: string | undefined) {
  if (!password) throw badRequest(messages.passwordsDontMatch);
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    const { userId } = await consumeLinkToken(tx, token, PASSWORD_PURPOSES);
    await updatePasswordHash(tx, userId, passwordHash);
    await voidUnusedLinkTokens(tx, userId, [...PASSWORD_PURPOSES]);
    await revokeUserSessions(tx, userId);
  });
}

/** Mails a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(app: FastifyInstance, email: string) {
  await app.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.role === 'SUSPENDED') return;
    await mailPasswordReset(app, tx, user);
  });
}

/** Mails a fresh one-hour reset link; earlier reset links stop working. */
export async function mailPasswordReset(
  app: FastifyInstance,
  tx: Executor,
  user: { id: string; email: string; firstName: string },
) {
  await voidUnusedLinkTokens(tx, user.id, ['reset-password']);
  const token = await issueLinkToken(tx, user.id, 'reset-password', RESET_PASSWORD_LINK_TTL_SECONDS);
  await queueMail(tx, {
    kind: 'reset-password',
    to: user.email,
    userId: user.id,
    rendered: renderResetPasswordMail({
      firstName: user.firstName,
      link: `${app.config.publicUrl}/createPassword/${token}`,
      validMinutes: RESET_PASSWORD_LINK_TTL_SECONDS / 60,
    }),
  });
}

/** Queues the create-password e-mail for a new account, in the caller's transaction. */
type MailedUser = { id: string; email: string; firstName: string };

/** Queues each user's create-password e-mail with a fresh link, in the caller's transaction. */
export async function sendCreatePasswordMails(app: FastifyInstance, tx: Executor, users: MailedUser[]) {
  const tokens = await issueLinkTokens(
    tx,
    users.map((user) => user.id),
    'create-password',
    CREATE_PASSWORD_LINK_TTL_SECONDS,
  );
  await queueMails(
    tx,
    users.map((user, i) => ({
      kind: 'create-password',
      to: user.email,
      userId: user.id,
      rendered: renderCreatePasswordMail({
        firstName: user.firstName,
        link: `${app.config.publicUrl}/createPassword/${tokens[i]}`,
        validDays: CREATE_PASSWORD_LINK_TTL_SECONDS / 86_400,
      }),
    })),
  );
}

export const sendCreatePasswordMail = (app: FastifyInstance, tx: Executor, user: MailedUser) =>
  sendCreatePasswordMails(app, tx, [user]);

/** A one-time token another app (or the /redirect page) exchanges for a session of this user. */
export async function createHandoffToken(app: FastifyInstance, userId: string) {
  const token = await issueLinkToken(app.db, userId, 'handoff', HANDOFF_TOKEN_TTL_SECONDS);
  return { token, expiresInSeconds: HANDOFF_TOKEN_TTL_SECONDS };
}

export async function redeemHandoffToken(app: FastifyInstance, token: string) {
  const { userId } = await app.db.transaction((tx) => consumeLinkToken(tx, token, ['handoff']));
  return openSession(app, userId);
}
