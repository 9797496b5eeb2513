import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jsonRecordset } from '../db/json-rows.ts';
import { linkTokens } from '../db/schema/index.ts';

export type NewLinkToken = { tokenHash: string; purpose: string; userId: string; ttlSeconds: number };

export async function insertLinkTokens(db: Executor, tokens: NewLinkToken[]) {
  if (tokens.length === 0) return;
  const records = tokens.map((token) => ({
    token_hash: token.tokenHash,
    purpose: token.purpose,
    user_id: token.userId,
    ttl_seconds: token.ttlSeconds,
  }));
  // Expiry on the database's clock, like every check of it.
  await db.execute(sql`
    insert into ${linkTokens} (token_hash, purpose, user_id, expires_at)
    select token_hash, purpose, user_id, now() + make_interval(secs => ttl_seconds)
    from ${jsonRecordset(records, 'token_hash text, purpose text, user_id uuid, ttl_seconds double precision')}`);
}

export async function findLinkToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: linkTokens.id,
      purpose: linkTokens.purpose,
      userId: linkTokens.userId,
      usedAt: linkTokens.usedAt,
      replacedAt: linkTokens.replacedAt,
      uses: linkTokens.uses,
      expired: sql<boolean>`${linkTokens.expiresAt} <= now()`,
    })
    .from(linkTokens)
    .where(eq(linkTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function markLinkTokenUsed(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(linkTokens.id, id), isNull(linkTokens.usedAt)))
    .returning({ id: linkTokens.id });
  return rows.length === 1;
}

/** Every unused link of the account becomes void (a withdrawal ends them all). */
export async function voidAllUnusedLinkTokens(db: Executor, userId: string) {
  await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(linkTokens.userId, userId), isNull(linkTokens.usedAt)));
}

/** Counts one more use of a link that may be used `maxUses` times; false once they are spent. */
export async function countLinkTokenUse(db: Executor, id: string, maxUses: number): Promise<boolean> {
  const rows = await db
    .update(linkTokens)
    .set({ uses: sql`${linkTokens.uses} + 1` })
    .where(and(eq(linkTokens.id, id), isNull(linkTokens.usedAt), lt(linkTokens.uses, maxUses)))
    .returning({ id: linkTokens.id });
  return rows.length === 1;
}

/** A newer e-mail's links take the place of the older unused ones, which then say so. */
export async function replaceUnusedLinkTokens(db: Executor, userId: string, purposes: string[]) {
  await db
    .update(linkTokens)
    .set({ usedAt: sql`now()`, replacedAt: sql`now()` })
    .where(
      and(eq(linkTokens.userId, userId), inArray(linkTokens.purpose, purposes), isNull(linkTokens.usedAt)),
    );
}

/** A newer link (or a password change) makes the older unused links of those purposes void. */
export async function voidUnusedLinkTokens(db: Executor, userId: string, purposes: string[]) {
  await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(linkTokens.userId, userId), inArray(linkTokens.purpose, purposes), isNull(linkTokens.usedAt)),
    );
}
