import { authErrors } from '@intake/contracts/errors/auth';
import type { Executor } from '../db/client.ts';
import { appError } from '../lib/app-error.ts';
import { createOpaqueToken, hashToken } from '../lib/tokens.ts';
import { findLinkToken, insertLinkTokens, markLinkTokenUsed } from './link-tokens.repository.ts';

export type LinkPurpose =
  | 'create-password'
  | 'reset-password'
  | 'handoff'
  | 'info-session'
  | 'interview-accept'
  | 'interview-reschedule'
  | 'interview-booking'
  | 'interview-confirm'
  | 'admission-offer'
  | 'withdraw'
  | 'pay-tuition';

export const linkInvalid = () => appError(authErrors.linkInvalid);

/** Issues a fresh link token per user, in order; the caller puts each in an e-mail, never stores it. */
export async function issueLinkTokens(
  db: Executor,
  userIds: string[],
  purpose: LinkPurpose,
  ttlSeconds: number,
) {
  const tokens = userIds.map(() => createOpaqueToken());
  await insertLinkTokens(
    db,
    userIds.map((userId, i) => ({ tokenHash: hashToken(tokens[i] as string), purpose, userId, ttlSeconds })),
  );
  return tokens;
}

/** Issues a fresh link token; the caller puts the returned token in the e-mail, never stores it. */
export async function issueLinkToken(db: Executor, userId: string, purpose: LinkPurpose, ttlSeconds: number) {
  const [token] = await issueLinkTokens(db, [userId], purpose, ttlSeconds);
  return token as string;
}

/** Checks a link token and uses it up, inside the caller's transaction. */
export async function consumeLinkToken(db: Executor, token: string, purposes: readonly LinkPurpose[]) {
  const row = await findLinkToken(db, hashToken(token));
  if (!row || !purposes.includes(row.purpose as LinkPurpose) || row.usedAt) throw linkInvalid();
  if (row.expired) throw appError(authErrors.linkExpired);
  if (!(await markLinkTokenUsed(db, row.id))) throw linkInvalid();
  return { userId: row.userId, purpose: row.purpose as LinkPurpose };
}

/**
 * Which of `purposes` a link serves, without using it up: what a page reads before asking for
 * input, so that a used or expired link says so at once. Refused as `consumeLinkToken` would.
 */
export async function peekLinkToken<Purpose extends LinkPurpose>(
  db: Executor,
  token: string,
  purposes: readonly Purpose[],
): Promise<Purpose> {
  const row = await findLinkToken(db, hashToken(token));
  if (!row || !purposes.includes(row.purpose as Purpose) || row.usedAt) throw linkInvalid();
  if (row.expired) throw appError(authErrors.linkExpired);
  return row.purpose as Purpose;
}

export type LinkToken = NonNullable<Awaited<ReturnType<typeof readLinkToken>>>;

/** Reads a link token that may be followed many times (e.g. joining an information session). */
export async function readLinkToken(db: Executor, token: string, purpose: LinkPurpose) {
  const row = await findLinkToken(db, hashToken(token));
  if (!row || row.purpose !== purpose) return undefined;
  return {
    id: row.id,
    userId: row.userId,
    expired: row.expired,
    used: row.usedAt !== null,
    replaced: row.replacedAt !== null,
    uses: row.uses,
  };
}

/** Reads a link token the caller needs to exist: an unknown one is refused (400 LINK_INVALID). */
export async function readKnownLinkToken(db: Executor, token: string, purpose: LinkPurpose) {
  const link = await readLinkToken(db, token, purpose);
  if (!link) throw linkInvalid();
  return link;
}
