import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linkTokens } from '../../db/schema/index.ts';

export type NewLinkToken = { tokenHash: string; purpose: string; userId: string; ttlSeconds: number };

export async function insertLinkTokens(db: Executor, tokens: NewLinkToken[]) {
  if (tokens.length === 0) return;
  await db.insert(linkTokens).values(
    tokens.map((token) => ({
      tokenHash: token.tokenHash,
      purpose: token.purpose,
      userId: token.userId,
      expiresAt: sql`now() + make_interval(secs => ${token.ttlSeconds})`,
    })),
  );
}

export async function findLinkToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: linkTokens.id,
      purpose: linkTokens.purpose,
      userId: linkTokens.userId,
      usedAt: linkTokens.usedAt,
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

/** A newer link (or a password change) makes the older unused links of those purposes void. */
export async function voidUnusedLinkTokens(db: Executor, userId: string, purposes: string[]) {
  await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(linkTokens.userId, userId), inArray(linkTokens.purpose, purposes), isNull(linkTokens.usedAt)),
    );
}
