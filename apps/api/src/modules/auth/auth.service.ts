import {
  CREATE_PASSWORD_LINK_TTL_SECONDS,
  HANDOFF_TOKEN_TTL_SECONDS,
  RESET_PASSWORD_LINK_TTL_SECONDS,
} from '@intake/contracts';
import { authErrors } from '@intake/contracts/errors/auth';
import { pagePath, paths, resetPasswordLink } from '@intake/contracts/pages';
import { voidUnusedLinkTokens } from '../../core/link-tokens.repository.ts';
import {
  consumeLinkToken,
  issueLinkToken,
  issueLinkTokens,
  peekLinkToken,
} from '../../core/link-tokens.service.ts';
import { revokeSession, revokeUserSessions } from '../../core/sessions.repository.ts';
import {
  findUserByEmail,
  findUserById,
  hasOwedInvitations,
  takeOwedInvitations,
  updatePasswordHash,
} from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { formatSchoolDate, formatSchoolTime } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderCreatePasswordMail } from '../../mail/templates/create-password.ts';
import { renderPasswordChangedMail } from '../../mail/templates/password-changed.ts';
import { renderResetPasswordMail } from '../../mail/templates/reset-password.ts';
import { queueMail, queueMails } from '../mail/mail.service.ts';
import {
  assertLoginAllowed,
  loginAccountKey,
  markAddressKnown,
  recordLoginFailure,
  recordLoginSuccess,
} from './login-throttle.service.ts';
import { voidUserChallenges } from './mfa.repository.ts';
import { secondStepFor } from './mfa.service.ts';
import { assertPasswordNotCommon } from './password-policy.ts';
import { openSession } from './session.service.ts';

/** What signing in, the password links and handoffs use (a session is opened with SessionDeps). */
export type AuthDeps = ServiceDeps<
  'db' | 'config' | 'jobs' | 'spreadChanges' | 'readCache' | 'signAccessToken'
>;

export { loadOwnUserData, loadUserData } from './session.service.ts';

const PASSWORD_PURPOSES = ['create-password', 'reset-password'] as const;

const invalidDetails = () => appError(authErrors.invalidCredentials);

/**
 * POST /api/user/login from `address`. Throttled per account before the password is checked
 * (login-throttle.service.ts); a staff member with two-factor sign-in gets the code step instead
 * of a session.
 */
export async function logIn(deps: AuthDeps, email: string, password: string, address: string) {
  const accountKey = loginAccountKey(email);
  const user = await findUserByEmail(deps.db, email);
  await assertLoginAllowed(deps.db, { accountKey, userId: user?.id, address });
  // Unknown e-mail, no password yet and a wrong password answer alike, in the same time.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user?.passwordHash || !passwordMatches) {
    await recordLoginFailure(deps.db, accountKey, address);
    throw invalidDetails();
  }
  const secondStep = user.role === 'SUSPENDED' ? undefined : await secondStepFor(deps, user, address);
  if (secondStep) return secondStep;
  const session = await openSession(deps, user.id);
  await recordLoginSuccess(deps.db, { accountKey, userId: user.id, address });
  return session;
}

export async function logOut(deps: AuthDeps, sessionId: string) {
  await revokeSession(deps.db, sessionId);
  await deps.spreadChanges();
}

/**
 * Sets the password from a create- or reset-password link (ASVS 5.0 6.2, 7.4.3): a common password
 * is refused first, then every session and every begun two-factor step of the account ends, and an
 * account that already had a password is told by e-mail. The address it was set from becomes known.
 */
/** GET /api/user/password/{token}: whether the link sets a first password or resets one; nothing used. */
export async function readPasswordLink(deps: AuthDeps, token: string) {
  return { purpose: await peekLinkToken(deps.db, token, PASSWORD_PURPOSES) };
}

export async function setPasswordFromLink(
  deps: AuthDeps,
  token: string,
  password: string | undefined,
  address: string,
) {
  if (!password) throw appError(authErrors.passwordsDontMatch);
  assertPasswordNotCommon(password);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const { userId } = await consumeLinkToken(tx, token, PASSWORD_PURPOSES);
    const before = await findUserById(tx, userId);
    await updatePasswordHash(tx, userId, passwordHash);
    await voidUnusedLinkTokens(tx, userId, [...PASSWORD_PURPOSES]);
    await revokeUserSessions(tx, userId);
    await voidUserChallenges(tx, userId);
    await markAddressKnown(tx, userId, address);
    if (before?.passwordHash) await mailPasswordChanged(deps, tx, before);
  });
  await deps.spreadChanges();
}

/** The notice after a password change: when, that every device was signed out, and how to reset. */
async function mailPasswordChanged(
  deps: AuthDeps,
  tx: Executor,
  user: { id: string; email: string; firstName: string },
) {
  const now = new Date();
  await queueMail(tx, {
    kind: 'password-changed',
    to: user.email,
    userId: user.id,
    rendered: renderPasswordChangedMail({
      firstName: user.firstName,
      resetLink: `${deps.config.publicUrl}${resetPasswordLink}`,
      changedAt: `${formatSchoolDate(now, deps.config.timeZone)} at ${formatSchoolTime(now, deps.config.timeZone)} (${deps.config.timeZone})`,
    }),
  });
}

export const PASSWORD_RESET_JOB = 'password-reset';

/**
 * Queues the reset for the jobs worker, the same one lookup and one insert whether or not the
 * account exists: the answer's time no longer tells which e-mails have accounts (issuing the link
 * and queueing the mail in the request made a known e-mail's answer 4× slower). The job names the
 * account by id, or none: no typed e-mail address is kept.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  await deps.jobs.enqueue(deps.db, { kind: PASSWORD_RESET_JOB, payload: { userId: user?.id ?? null } });
}

/** The job: mails a reset link to the account, unless there is none or it is suspended. */
export async function runPasswordReset(deps: AuthDeps, userId: string | null) {
  if (!userId) return;
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user || user.role === 'SUSPENDED') return;
    await mailPasswordReset(deps, tx, user);
  });
}

/** Mails a fresh one-hour reset link; earlier reset links stop working. */
export async function mailPasswordReset(
  deps: AuthDeps,
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
      link: `${deps.config.publicUrl}${pagePath(paths.createPassword, { user: token })}`,
      validMinutes: RESET_PASSWORD_LINK_TTL_SECONDS / 60,
    }),
  });
}

/** Whom a create-password e-mail is written to. */
type MailedUser = { id: string; email: string; firstName: string };

/** Queues each user's create-password e-mail with a fresh link, in the caller's transaction. */
export async function sendCreatePasswordMails(
  deps: AuthDeps,
  tx: Executor,
  users: MailedUser[],
  options: { bulk?: boolean } = {},
) {
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
        link: `${deps.config.publicUrl}${pagePath(paths.createPassword, { user: tokens[i] as string })}`,
        validDays: CREATE_PASSWORD_LINK_TTL_SECONDS / 86_400,
      }),
    })),
    options,
  );
}

export const sendCreatePasswordMail = (deps: AuthDeps, tx: Executor, user: MailedUser) =>
  sendCreatePasswordMails(deps, tx, [user]);

/**
 * Writes up to `limit` of the create-password e-mails CSV imports owe (decision 0101): each link
 * and e-mail is made as the outbox gets to it, so the link's days count from its sending. Taken
 * and queued in one transaction; answers how many were queued.
 */
export async function writeOwedInvitations(deps: AuthDeps, limit: number) {
  // An idle outbox asks every second: usually nothing is owed, and no transaction is needed.
  if (!(await hasOwedInvitations(deps.db))) return 0;
  return deps.db.transaction(async (tx) => {
    // Owed nothing more: whoever has set a password since (a reset link), was erased, or no
    // longer holds an applicant's account. Their marks are cleared all the same.
    const owed = (await takeOwedInvitations(tx, limit)).filter(
      (user) => !user.hasPassword && !user.erased && user.role === 'APPLICANT',
    );
    if (owed.length > 0) await sendCreatePasswordMails(deps, tx, owed, { bulk: true });
    return owed.length;
  });
}

/** A one-time token another app (or the /redirect page) exchanges for a session of this user. */
export async function createHandoffToken(deps: AuthDeps, userId: string) {
  const token = await issueLinkToken(deps.db, userId, 'handoff', HANDOFF_TOKEN_TTL_SECONDS);
  return { token, expiresInSeconds: HANDOFF_TOKEN_TTL_SECONDS };
}

export async function redeemHandoffToken(deps: AuthDeps, token: string) {
  const { userId } = await deps.db.transaction((tx) => consumeLinkToken(tx, token, ['handoff']));
  return openSession(deps, userId);
}
