import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mfaChallenges, mfaFactors, mfaRecoveryCodes } from '../../db/schema/index.ts';

export async function findFactor(db: Executor, userId: string) {
  const [row] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId));
  return row;
}

export async function hasConfirmedFactor(db: Executor, userId: string) {
  const rows = await db
    .select({ userId: mfaFactors.userId })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)));
  return rows.length > 0;
}

/** A new, unconfirmed secret; an earlier unconfirmed one is replaced. */
export async function upsertPendingFactor(db: Executor, userId: string, secretEncrypted: string) {
  await db
    .insert(mfaFactors)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: mfaFactors.userId,
      set: { secretEncrypted, confirmedAt: null, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(mfaFactors.confirmedAt),
    });
}

/**
 * Records that `step` was used, only if it is later than the last one used: false when the same
 * code (or an older one) was already taken, even by a concurrent request.
 */
export async function useFactorStep(db: Executor, userId: string, step: number, confirm: boolean) {
  const rows = await db
    .update(mfaFactors)
    .set({ lastUsedStep: step, ...(confirm ? { confirmedAt: sql`now()` } : {}) })
    .where(
      and(
        eq(mfaFactors.userId, userId),
        confirm ? isNull(mfaFactors.confirmedAt) : isNotNull(mfaFactors.confirmedAt),
        sql`(${mfaFactors.lastUsedStep} is null or ${mfaFactors.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ userId: mfaFactors.userId });
  return rows.length === 1;
}

export async function deleteFactor(db: Executor, userId: string) {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: string,
  codes: { salt: string; codeHash: string }[],
) {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId, ...code })));
}

export async function findUnusedRecoveryCodes(db: Executor, userId: string) {
  return db
    .select({ id: mfaRecoveryCodes.id, salt: mfaRecoveryCodes.salt, codeHash: mfaRecoveryCodes.codeHash })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
}

/** Uses the code up; false when another request used it first. */
export async function markRecoveryCodeUsed(db: Executor, id: string) {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(mfaRecoveryCodes.id, id), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

export async function insertChallenge(
  db: Executor,
  input: {
    tokenHash: string;
    purpose: 'login' | 'setup';
    userId: string;
    address: string;
    ttlSeconds: number;
  },
) {
  await db.insert(mfaChallenges).values({
    tokenHash: input.tokenHash,
    purpose: input.purpose,
    userId: input.userId,
    address: input.address,
    expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds})`,
  });
}

/** The challenge, if it is unused, unexpired and has attempts left. */
export async function findLiveChallenge(db: Executor, tokenHash: string, maxFailures: number) {
  const [row] = await db
    .select({
      id: mfaChallenges.id,
      purpose: mfaChallenges.purpose,
      userId: mfaChallenges.userId,
      address: mfaChallenges.address,
    })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, tokenHash),
        isNull(mfaChallenges.usedAt),
        sql`${mfaChallenges.expiresAt} > now()`,
        sql`${mfaChallenges.failedAttempts} < ${maxFailures}`,
      ),
    );
  return row;
}

export async function countChallengeFailure(db: Executor, id: string) {
  await db
    .update(mfaChallenges)
    .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
    .where(eq(mfaChallenges.id, id));
}

/** Uses the challenge up; false when another request used it first. */
export async function markChallengeUsed(db: Executor, id: string) {
  const rows = await db
    .update(mfaChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.usedAt)))
    .returning({ id: mfaChallenges.id });
  return rows.length === 1;
}

/** A password change voids every two-factor step begun with the old password. */
export async function voidUserChallenges(db: Executor, userId: string) {
  await db
    .update(mfaChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(mfaChallenges.userId, userId), isNull(mfaChallenges.usedAt)));
}
