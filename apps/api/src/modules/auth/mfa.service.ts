import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Role } from '@intake/contracts';
import { authErrors } from '@intake/contracts/errors/auth';
import { findUserById } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
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

/** What two-factor sign-in uses (a session is opened with SessionDeps). */
export type MfaDeps = ServiceDeps<'db' | 'config' | 'readCache' | 'signAccessToken'>;

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
export async function secondStepFor(deps: MfaDeps, user: User, address: string) {
  if (!isStaffRole(user.role)) return undefined;
  if (await hasConfirmedFactor(deps.db, user.id)) {
    return { mfaRequired: true as const, mfaToken: await issueChallenge(deps.db, user.id, 'login', address) };
  }
  if (deps.config.staffMfa === 'required') {
    return {
      mfaSetupRequired: true as const,
      mfaToken: await issueChallenge(deps.db, user.id, 'setup', address),
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
export async function readChallenge(deps: MfaDeps, mfaToken: string, purpose: 'login' | 'setup') {
  const challenge = await findLiveChallenge(deps.db, hashToken(mfaToken), MFA_TOKEN_MAX_FAILURES);
  if (!challenge || challenge.purpose !== purpose) throw tokenInvalid();
  const user = await findUserById(deps.db, challenge.userId);
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
  deps: MfaDeps,
  db: Executor,
  userId: string,
  code: string,
  confirm: boolean,
): Promise<CodeOutcome> {
  const factor = await findFactor(db, userId);
  if (!factor || (confirm ? factor.confirmedAt !== null : factor.confirmedAt === null)) return 'wrong';
  const secret = createSecretBox(deps.config.jwtSecret).open(factor.secretEncrypted, userId);
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

const useSecondFactor = (deps: MfaDeps, userId: string, factor: SecondFactor) =>
  factor.code !== undefined
    ? useTotpCode(deps, deps.db, userId, factor.code, false)
    : useRecoveryCode(deps.db, userId, factor.recoveryCode ?? '');

/** POST /api/user/login/mfa: the code step; a wrong code counts as a failed sign-in. */
export async function completeMfaLogin(
  deps: MfaDeps,
  input: SecondFactor & { mfaToken: string },
  address: string,
) {
  const { challenge, user } = await readChallenge(deps, input.mfaToken, 'login');
  const accountKey = loginAccountKey(user.email);
  await assertLoginAllowed(deps.db, { accountKey, userId: user.id, address });
  const outcome = await useSecondFactor(deps, user.id, input);
  if (outcome !== 'ok') {
    await countChallengeFailure(deps.db, challenge.id);
    await recordLoginFailure(deps.db, accountKey, address);
    throw codeRefused(outcome);
  }
  if (!(await markChallengeUsed(deps.db, challenge.id))) throw tokenInvalid();
  const session = await openSession(deps, user.id);
  await recordLoginSuccess(deps.db, { accountKey, userId: user.id, address });
  return session;
}

export async function mfaStatus(deps: MfaDeps, userId: string) {
  const factor = await findFactor(deps.db, userId);
  const enabled = Boolean(factor?.confirmedAt);
  return {
    enabled,
    required: deps.config.staffMfa === 'required',
    recoveryCodesLeft: enabled ? (await findUnusedRecoveryCodes(deps.db, userId)).length : 0,
  };
}

/** POST /api/user/mfa/setup: a new secret for the authenticator app, not in force until confirmed. */
export async function startMfaSetup(deps: MfaDeps, user: User) {
  if (!isStaffRole(user.role)) throw appError(authErrors.mfaStaffOnly);
  if (await hasConfirmedFactor(deps.db, user.id)) throw appError(authErrors.mfaAlreadyOn);
  const secret = createTotpSecret();
  await upsertPendingFactor(deps.db, user.id, createSecretBox(deps.config.jwtSecret).seal(secret, user.id));
  const secretBase32 = base32Encode(secret);
  // The authenticator app lists the account under the school's name, as staff know it.
  const { identity } = await getSchool(deps.db);
  return { secret: secretBase32, otpauthUri: otpauthUri(secretBase32, user.email, identity.name) };
}

/** POST /api/user/mfa/confirm: the first code turns the factor on; recovery codes are answered once. */
export async function confirmMfaSetup(deps: MfaDeps, user: User, code: string) {
  if (!isStaffRole(user.role)) throw appError(authErrors.mfaStaffOnly);
  const factor = await findFactor(deps.db, user.id);
  if (!factor) throw appError(authErrors.mfaNotSetUp);
  if (factor.confirmedAt) throw appError(authErrors.mfaAlreadyOn);
  if ((await useTotpCode(deps, deps.db, user.id, code, true)) !== 'ok') return undefined;
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(
    deps.db,
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
  deps: MfaDeps,
  mfaToken: string,
  code: string,
  address: string,
) {
  const { challenge, user } = await readChallenge(deps, mfaToken, 'setup');
  const recoveryCodes = await confirmMfaSetup(deps, user, code);
  if (!recoveryCodes) {
    await countChallengeFailure(deps.db, challenge.id);
    throw appError(authErrors.mfaCodeWrong);
  }
  if (!(await markChallengeUsed(deps.db, challenge.id))) throw tokenInvalid();
  const session = await openSession(deps, user.id);
  await recordLoginSuccess(deps.db, { accountKey: loginAccountKey(user.email), userId: user.id, address });
  return { recoveryCodes, accessToken: session.accessToken };
}

/** POST /api/user/mfa/disable: needs a current code or a recovery code; wrong ones are throttled like sign-ins. */
export async function disableMfa(deps: MfaDeps, user: User, factor: SecondFactor, address: string) {
  if (!(await hasConfirmedFactor(deps.db, user.id))) throw appError(authErrors.mfaNotSetUp);
  const accountKey = loginAccountKey(user.email);
  await assertLoginAllowed(deps.db, { accountKey, userId: user.id, address });
  const outcome = await useSecondFactor(deps, user.id, factor);
  if (outcome !== 'ok') {
    await recordLoginFailure(deps.db, accountKey, address);
    throw appError(outcome === 'used' ? authErrors.mfaCodeRepeated : authErrors.mfaCodeWrong);
  }
  await deleteFactor(deps.db, user.id);
}
