import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountCodes } from '../../db/schema/index.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export async function insertDiscountCode(db: Executor, row: typeof discountCodes.$inferInsert) {
  const [created] = await db.insert(discountCodes).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateDiscountCode(
  db: Executor,
  code: string,
  changes: { remainingUses: number; discountAmount: number },
) {
  const [updated] = await db
    .update(discountCodes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(discountCodes.code, code))
    .returning();
  return updated;
}

export async function deleteDiscountCode(db: Executor, code: string) {
  const deleted = await db
    .delete(discountCodes)
    .where(eq(discountCodes.code, code))
    .returning({ code: discountCodes.code });
  return deleted.length === 1;
}

/** What a code takes off and how many uses it has left. */
export async function findDiscountCode(db: Executor, code: string) {
  const [row] = await db
    .select({ remainingUses: discountCodes.remainingUses, discountAmount: discountCodes.discountAmount })
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
  return row;
}

export async function findDiscountCodes(db: Executor) {
  return db.select().from(discountCodes).orderBy(asc(discountCodes.code));
}

/**
 * Takes one use of a code in a single statement: of two requests for the last use, the second
 * waits on the row lock, then finds none left. Undefined when the code is unknown or used up.
 */
export async function takeDiscountCodeUse(db: Executor, code: string) {
  const [taken] = await db
    .update(discountCodes)
    .set({ remainingUses: sql`${discountCodes.remainingUses} - 1`, updatedAt: sql`now()` })
    .where(and(eq(discountCodes.code, code), gt(discountCodes.remainingUses, 0)))
    .returning({ code: discountCodes.code, discountAmount: discountCodes.discountAmount });
  return taken;
}
