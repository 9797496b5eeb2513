import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Role } from '@intake/contracts';
import { authErrors } from '@intake/contracts/errors/auth';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { getSchool } from '../settings/settings.service.ts';
import {
  assertLoginAllowed,
  loginAccountKey,
  recordLoginFailure,
  recordLoginSuccess,
} from './login-throttle.service.ts';
import {
  countChallengeFailure,
  deleteFactor,
  findFactor,
  findLiveChallenge,
  findUnusedRecoveryCodes,
  hasConfirmedFactor,
  insertChallenge,
  markChallengeUsed,
  markRecoveryCodeUsed,
  replaceRecoveryCodes,
  upsertPendingFactor,
  useFactorStep,
} from './mfa.repository.ts';
import { createSecretBox } from './secret-box.ts';
import { openSession } from './session.service.ts';
import { base32Encode, createTotpSecret, otpauthUri, verifyTotp } from './totp.ts';
import { findUserById } from './users.repository.ts';

/** Two-factor sign-in (TOTP, RFC 6238) for staff accounts (ASVS 5.0 6.3.3). */
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'ELDER', 'SPONSOR'];
export const isStaffRole = (role: Role) => STAFF_ROLES.includes(role);

export const MFA_LOGIN_TOKEN_SECONDS = 5 * 60;
export const MFA_SETUP_TOKEN_SECONDS = 15 * 60;
/** Wrong codes one mfaToken takes before it stops working (then log in again). */
export const MFA_TOKEN_MAX_FAILURES = 5;
export const RECOVERY_CODE_COUNT = 10;

/** A wrong code, or a right one already used (a replay): the person is asked to wait for the next. */
const codeRefused = (outcome: Exclude<CodeOutcome, 'ok'>) =>
  appError(outcome === 'used' ? authErrors.mfaCodeUsed : authErrors.mfaCodeInvalid);
const tokenInvalid = () => appError(authErrors.mfaTokenInvalid);
const nowSeconds = () => Date.now() / 1000;

type User = { id: string; email: string; role: Role };

/**
 * What a correct password leads to for this user: nothing more (undefined: open the session), the
 * code step, or, with STAFF_MFA=required and no factor yet, a token that only sets one up.
 */
export async function secondStepFor(app: FastifyInstance, user: User, address: string) {
  if (!isStaffRole(user.role)) return undefined;
  if (await hasConfirmedFactor(app.db, user.id)) {
    return { mfaRequired: true as const, mfaToken: await issueChallenge(app.db, user.id, 'login', address) };
  }
  if (app.config.staffMfa === 'required') {
    return {
      mfaSetupRequired: true as const,
      mfaToken: await issueChallenge(app.db, user.id, 'setup', address),
    };
  }
  return undefined;
}

async function issueChallenge(db: Executor, userId: string, purpose: 'login' | 'setup', address: string) {
  const token = createOpaqueToken();
  const ttlSeconds = purpose === 'login' ? MFA_LOGIN_TOKEN_SECONDS : MFA_SETUP_TOKEN_SECONDS;
  await insertChallenge(db, { tokenHash: hashToken(token), purpose, userId, address, ttlSeconds });
  return token;
}

/** The live challenge behind an mfaToken, for this purpose, with its (still staff) user. */
export async function readChallenge(app: FastifyInstance, mfaToken: string, purpose: 'login' | 'setup') {
  const challenge = await findLiveChallenge(app.db, hashToken(mfaToken), MFA_TOKEN_MAX_FAILURES);
  if (!challenge || challenge.purpose !== purpose) throw tokenInvalid();
  const user = await findUserById(app.db, challenge.userId);
  if (!user || !isStaffRole(user.role)) throw tokenInvalid();
  return { challenge, user };
}

// Recovery codes: 10 characters of base32 (50 bits), shown as `abcde-fghij`, kept as SHA-256(salt:code).
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecoveryCode = (salt: string, code: string) =>
  createHash('sha256')
    .update(`${salt}:${normaliseRecoveryCode(code)}`)
    .digest('hex');

function newRecoveryCode() {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

type CodeOutcome = 'ok' | 'used' | 'wrong';

/** Checks a current code (never one already used) and records its step. */
async function useTotpCode(
  app: FastifyInstance,
  db: Executor,
  userId: string,
  code: string,
  confirm: boolean,
): Promise<CodeOutcome> {
  const factor = await findFactor(db, userId);
  if (!factor || (confirm ? factor.confirmedAt !== null : factor.confirmedAt === null)) return 'wrong';
  const secret = createSecretBox(app.config.jwtSecret).open(factor.secretEncrypted, userId);
  const check = verifyTotp(secret, code, nowSeconds(), factor.lastUsedStep);
  if (typeof check === 'string') return check;
  // Two requests with one code at once: the second finds the step taken, as a replay would.
  return (await useFactorStep(db, userId, check.step, confirm)) ? 'ok' : 'used';
}

async function useRecoveryCode(db: Executor, userId: string, code: string): Promise<CodeOutcome> {
  const candidates = await findUnusedRecoveryCodes(db, userId);
  let matched: string | undefined;
  for (const candidate of candidates) {
    const given = Buffer.from(hashRecoveryCode(candidate.salt, code), 'hex');
    if (timingSafeEqual(given, Buffer.from(candidate.codeHash, 'hex'))) matched ??= candidate.id;
  }
  return matched !== undefined && (await markRecoveryCodeUsed(db, matched)) ? 'ok' : 'wrong';
}

type SecondFactor = { code?: string | undefined; recoveryCode?: string | undefined };

const useSecondFactor = (app: FastifyInstance, userId: string, factor: SecondFactor) =>
  factor.code !== undefined
    ? useTotpCode(app, app.db, userId, factor.code, false)
    : useRecoveryCode(app.db, userId, factor.recoveryCode ?? '');

/** POST /api/user/login/mfa: the code step; a wrong code counts as a failed sign-in. */
export async function completeMfaLogin(
  app: FastifyInstance,
  input: SecondFactor & { mfaToken: string },
  address: string,
) {
  const { challenge, user } = await readChallenge(app, input.mfaToken, 'login');
  const accountKey = loginAccountKey(user.email);
  await assertLoginAllowed(app.db, { accountKey, userId: user.id, address });
  const outcome = await useSecondFactor(app, user.id, input);
  if (outcome !== 'ok') {
    await countChallengeFailure(app.db, challenge.id);
    await recordLoginFailure(app.db, accountKey, address);
    throw codeRefused(outcome);
  }
  if (!(await markChallengeUsed(app.db, challenge.id))) throw tokenInvalid();
  const session = await openSession(app, user.id);
  await recordLoginSuccess(app.db, { accountKey, userId: user.id, address });
  return session;
}

export async function mfaStatus(app: FastifyInstance, userId: string) {
  const factor = await findFactor(app.db, userId);
  const enabled = Boolean(factor?.confirmedAt);
  return {
    enabled,
    required: app.config.staffMfa === 'required',
    recoveryCodesLeft: enabled ? (await findUnusedRecoveryCodes(app.db, userId)).length : 0,
  };
}

/** POST /api/user/mfa/setup: a new secret for the authenticator app, not in force until confirmed. */
export async function startMfaSetup(app: FastifyInstance, user: User) {
  if (!isStaffRole(user.role)) throw appError(authErrors.mfaStaffOnly);
  if (await hasConfirmedFactor(app.db, user.id)) throw appError(authErrors.mfaAlreadyOn);
  const secret = createTotpSecret();
  await upsertPendingFactor(app.db, user.id, createSecretBox(app.config.jwtSecret).seal(secret, user.id));
  const secretBase32 = base32Encode(secret);
  // The authenticator app lists the account under the school's name, as staff know it.
  const { identity } = await getSchool(app.db);
  return { secret: secretBase32, otpauthUri: otpauthUri(secretBase32, user.email, identity.name) };
}

/** POST /api/user/mfa/confirm: the first code turns the factor on; recovery codes are answered once. */
export async function confirmMfaSetup(app: FastifyInstance, user: User, code: string) {
  if (!isStaffRole(user.role)) throw appError(authErrors.mfaStaffOnly);
  const factor = await findFactor(app.db, user.id);
  if (!factor) throw appError(authErrors.mfaNotSetUp);
  if (factor.confirmedAt) throw appError(authErrors.mfaAlreadyOn);
  if ((await useTotpCode(app, app.db, user.id, code, true)) !== 'ok') return undefined;
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(
    app.db,
    user.id,
    recoveryCodes.map((recoveryCode) => {
      const salt = randomBytes(16).toString('hex');
      return { salt, codeHash: hashRecoveryCode(salt, recoveryCode) };
    }),
  );
  return recoveryCodes;
}

/** The setup-only token's confirm: on a right code the token is used up for a session. */
export async function confirmMfaSetupWithToken(
  app: FastifyInstance,
  mfaToken: string,
  code: string,
  address: string,
) {
  const { challenge, user } = await readChallenge(app, mfaToken, 'setup');
  const recoveryCodes = await confirmMfaSetup(app, user, code);
  if (!recoveryCodes) {
    await countChallengeFailure(app.db, challenge.id);
    throw appError(authErrors.mfaCodeWrong);
  }
  if (!(await markChallengeUsed(app.db, challenge.id))) throw tokenInvalid();
  const session = await openSession(app, user.id);
  await recordLoginSuccess(app.db, { accountKey: loginAccountKey(user.email), userId: user.id, address });
  return { recoveryCodes, accessToken: session.accessToken };
}

/** POST /api/user/mfa/disable: needs a current code or a recovery code; wrong ones are throttled like sign-ins. */
export async function disableMfa(app: FastifyInstance, user: User, factor: SecondFactor, address: string) {
  if (!(await hasConfirmedFactor(app.db, user.id))) throw appError(authErrors.mfaNotSetUp);
  const accountKey = loginAccountKey(user.email);
  await assertLoginAllowed(app.db, { accountKey, userId: user.id, address });
  const outcome = await useSecondFactor(app, user.id, factor);
  if (outcome !== 'ok') {
    await recordLoginFailure(app.db, accountKey, address);
    throw appError(outcome === 'used' ? authErrors.mfaCodeRepeated : authErrors.mfaCodeWrong);
  }
  await deleteFactor(app.db, user.id);
}
