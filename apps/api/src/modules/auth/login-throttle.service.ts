import { createHash } from 'node:crypto';
import { authErrors } from '@intake/contracts/errors/auth';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import {
  countRecentFailures,
  deleteLoginFailures,
  insertLoginFailure,
  isKnownAddress,
  upsertKnownAddress,
} from './login-throttle.repository.ts';

/**
 * Sign-in throttling per account (ASVS 5.0 6.3.1) that cannot lock the owner out (6.1.1).
 *
 * - After ACCOUNT_FAILURE_LIMIT failures for one e-mail within the window, that e-mail can be tried
 *   only from addresses that signed in to the account before (within KNOWN_ADDRESS_DAYS); any other
 *   address is answered 429 without the password being checked, so a guess there tells nothing.
 * - Any single address, known or not, gets ADDRESS_FAILURE_LIMIT failures for one account per window.
 * - The per-address request limit of the rate-limit plugin stays in front of both.
 *
 * So an attacker spread over many addresses gets ACCOUNT_FAILURE_LIMIT guesses per window for an
 * account, in all; the owner, from an address they used before, still signs in with the right
 * password; from a new address they can reset the password, which marks that address as theirs.
 */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 10;
export const KNOWN_ADDRESS_DAYS = 90;

/** The key failures are counted under: a digest of the e-mail, whether or not an account has it. */
export const loginAccountKey = (email: string) =>
  createHash('sha256').update(`login:${email.trim().toLowerCase()}`).digest('hex');

const throttled = (retryAfterSeconds: number) =>
  appError(authErrors.loginThrottled, { retryAfterSeconds: Math.max(1, retryAfterSeconds) });

/** Throws 429 when this account may not be tried from this address now. */
export async function assertLoginAllowed(
  db: Executor,
  input: { accountKey: string; userId: string | undefined; address: string },
) {
  const counts = await countRecentFailures(db, {
    accountKey: input.accountKey,
    address: input.address,
    windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
    accountLimit: ACCOUNT_FAILURE_LIMIT,
    addressLimit: ADDRESS_FAILURE_LIMIT,
  });
  if (counts.addressFailures >= ADDRESS_FAILURE_LIMIT) {
    throw throttled(counts.addressRetrySeconds ?? LOGIN_FAILURE_WINDOW_SECONDS);
  }
  if (counts.accountFailures < ACCOUNT_FAILURE_LIMIT) return;
  const known = input.userId
    ? await isKnownAddress(db, input.userId, input.address, KNOWN_ADDRESS_DAYS)
    : false;
  if (!known) throw throttled(counts.accountRetrySeconds ?? LOGIN_FAILURE_WINDOW_SECONDS);
}

export const recordLoginFailure = (db: Executor, accountKey: string, address: string) =>
  insertLoginFailure(db, accountKey, address);

/** After a full sign-in: the address becomes known and its failures for the account are forgotten. */
export async function recordLoginSuccess(
  db: Executor,
  input: { accountKey: string; userId: string; address: string },
) {
  await upsertKnownAddress(db, input.userId, input.address);
  await deleteLoginFailures(db, input.accountKey, input.address);
}

/** Whoever set the password from the e-mailed link holds the mailbox: their address counts as known. */
export const markAddressKnown = (db: Executor, userId: string, address: string) =>
  upsertKnownAddress(db, userId, address);
