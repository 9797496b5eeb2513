import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';

export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;

/** Writes the entry, or nothing when its reference is already on the ledger (undefined then). */
export async function insertLedgerEntry(
  db: Executor,
  entry: NewLedgerEntry,
): Promise<LedgerEntry | undefined> {
  const [created] = await db.insert(ledgerEntries).values(entry).onConflictDoNothing().returning();
  return created;
}

/** The learner's balance paid, in kobo: every entry's sum. */
export async function sumLedgerKobo(db: Executor, applicantId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.applicantId, applicantId));
  return Number(row?.total ?? 0);
}
