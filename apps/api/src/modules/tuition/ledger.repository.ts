import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  applicants,
  cohorts,
  ledgerEntries,
  paymentPlans,
  unmatchedPayments,
  users,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';

export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Writes the entry, or nothing when its reference is already on the ledger (undefined then). */
export async function insertLedgerEntry(
  db: Executor,
  entry: NewLedgerEntry,
): Promise<LedgerEntry | undefined> {
  const [created] = await db.insert(ledgerEntries).values(entry).onConflictDoNothing().returning();
  return created;
}

/**
 * The next receipt number, school-wide and without gaps: the transaction holds a lock on the
 * numbering until it ends, so two payments at once take 7 and 8 and a rolled-back one takes none.
 */
export async function nextReceiptNumber(tx: Executor): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ledger_entries.receipt_number'))`);
  const [row] = await tx
    .select({ last: sql<string>`coalesce(max(${ledgerEntries.receiptNumber}), 0)` })
    .from(ledgerEntries);
  return Number(row?.last ?? 0) + 1;
}

/** The learner's balance paid, in kobo: every entry's sum. */
export async function sumLedgerKobo(db: Executor, applicantId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.applicantId, applicantId));
  return Number(row?.total ?? 0);
}

/** Every entry of a learner, in the order the money moved. */
export async function listLedgerEntries(db: Executor, applicantId: string): Promise<LedgerEntry[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.applicantId, applicantId))
    .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id));
}

export async function findLedgerEntry(db: Executor, id: number) {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id));
  return row;
}

/** Marks the receipt of a payment queued; false when another run already did (the job ran twice). */
export async function markReceiptQueued(tx: Executor, id: number): Promise<boolean> {
  const marked = await tx
    .update(ledgerEntries)
    .set({ receiptQueuedAt: sql`now()` })
    .where(and(eq(ledgerEntries.id, id), isNull(ledgerEntries.receiptQueuedAt)))
    .returning({ id: ledgerEntries.id });
  return marked.length > 0;
}

/** Who a learner is, for a statement or a receipt. */
export async function findLearner(db: Executor, applicantId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      nativeState: applicants.nativeState,
    })
    .from(users)
    .innerJoin(applicants, eq(applicants.userId, users.id))
    .where(eq(users.id, applicantId));
  return row;
}

export async function findLearnerByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, nativeState: applicants.nativeState })
    .from(users)
    .innerJoin(applicants, eq(applicants.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

// ---------------------------------------------------------------- the finance screen

export interface PaymentDayRow {
  day: string;
  source: string;
  total: string;
  count: string;
}

/** Payments (not refunds or adjustments) per school-calendar day and source, `from` to `to` inclusive. */
export async function sumPaymentsByDay(db: Executor, range: { from: string; to: string }, timeZone: string) {
  const day = sql`(${ledgerEntries.occurredAt} at time zone ${timeZone})::date`;
  const result = await db.execute(sql`
    select to_char(${day}, 'YYYY-MM-DD') as day, ${ledgerEntries.source} as source,
           sum(${ledgerEntries.amountKobo})::text as total, count(*)::text as count
    from ${ledgerEntries}
    where ${ledgerEntries.kind} = 'payment' and ${day} between ${range.from}::date and ${range.to}::date
    group by 1, 2 order by 1, 2`);
  return rowsOf<PaymentDayRow>(result);
}

/** Every entry between two school-calendar days, with whose it is, in the order the money moved. */
export async function listEntriesBetween(
  db: Executor,
  range: { from: string; to: string },
  timeZone: string,
) {
  const day = sql`(${ledgerEntries.occurredAt} at time zone ${timeZone})::date`;
  return db
    .select({
      entry: ledgerEntries,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(ledgerEntries)
    .innerJoin(users, eq(users.id, ledgerEntries.applicantId))
    .where(sql`${day} between ${range.from}::date and ${range.to}::date`)
    .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id));
}

const openUnmatched = and(isNull(unmatchedPayments.assignedAt), isNull(unmatchedPayments.dismissedAt));

/** The oldest open (neither assigned nor dismissed) unmatched payments, at most `limit`. */
export async function listOpenUnmatched(db: Executor, limit: number) {
  return db
    .select()
    .from(unmatchedPayments)
    .where(openUnmatched)
    .orderBy(asc(unmatchedPayments.paidAt), asc(unmatchedPayments.id))
    .limit(limit);
}

export async function countOpenUnmatched(db: Executor) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(unmatchedPayments)
    .where(openUnmatched);
  return row?.count ?? 0;
}

export async function markUnmatchedDismissed(tx: Executor, id: string, by: string, reason: string) {
  await tx
    .update(unmatchedPayments)
    .set({ dismissedAt: sql`now()`, dismissedBy: by, dismissReason: reason })
    .where(eq(unmatchedPayments.id, id));
}

/** The unmatched payment, locked until the transaction ends so two staff cannot both assign it. */
export async function lockUnmatched(tx: Executor, id: string) {
  const [row] = await tx.select().from(unmatchedPayments).where(eq(unmatchedPayments.id, id)).for('update');
  return row;
}

export async function markUnmatchedAssigned(
  tx: Executor,
  id: string,
  to: { applicantId: string; by: string },
) {
  await tx
    .update(unmatchedPayments)
    .set({ assignedTo: to.applicantId, assignedBy: to.by, assignedAt: sql`now()` })
    .where(eq(unmatchedPayments.id, id));
}

/** Learners past their offer (an accepted offer or later) matching a name, e-mail or application number. */
export async function searchLearners(db: Executor, query: string) {
  const pattern = `%${escapeLike(query)}%`;
  const number = /^\d{1,15}$/.test(query) ? Number(query) : undefined;
  return db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      applicationNumber: applicants.applicationNumber,
      cohortName: cohorts.name,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .leftJoin(cohorts, eq(cohorts.id, applicants.cohortId))
    .where(
      and(
        sql`${applicants.nativeState} <> 'PENDING'`,
        sql`(${users.email} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}${
          number === undefined ? sql`` : sql` or ${applicants.applicationNumber} = ${number}`
        })`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(20);
}

export interface OwedRow {
  cohort_id: string;
  cohort_name: string;
  email: string;
  first_name: string;
  last_name: string;
  owed: string;
  paid: string;
}

/**
 * What each learner past their offer owes (the agreed plan's fee less discount, else the cohort's
 * fee) and has paid, in kobo, where a fee is set; not those who withdrew. The caller keeps those
 * who still owe.
 */
export async function listOwed(db: Executor): Promise<OwedRow[]> {
  const result = await db.execute(sql`
    select ${cohorts.id} as cohort_id, ${cohorts.name} as cohort_name, ${users.email} as email,
           ${users.firstName} as first_name, ${users.lastName} as last_name,
           (round(coalesce(${paymentPlans.tuitionFee}, ${cohorts.tuitionFee}) * 100)
             - round(coalesce(${paymentPlans.discountAmount}, 0) * 100))::bigint::text as owed,
           coalesce(paid.total, 0)::text as paid
    from ${applicants}
    join ${users} on ${users.id} = ${applicants.userId}
    join ${cohorts} on ${cohorts.id} = ${applicants.cohortId}
    left join ${paymentPlans} on ${paymentPlans.applicantId} = ${applicants.userId}
    left join (select applicant_id, sum(amount_kobo) as total from ${ledgerEntries} group by applicant_id) paid
      on paid.applicant_id = ${applicants.userId}
    where ${applicants.nativeState} <> 'PENDING'
      -- A learner who withdrew owes nothing the school chases; their payments stay on the ledger.
      and ${applicants.withdrawnAt} is null
      and coalesce(${paymentPlans.tuitionFee}, ${cohorts.tuitionFee}) is not null
    order by ${cohorts.startYear} desc, ${cohorts.startMonth} desc, ${cohorts.name}, ${users.lastName}, ${users.firstName}`);
  return rowsOf<OwedRow>(result);
}

/** Whether a provider reference is already a payment on the ledger (the proof fallback's check). */
export async function findPaymentByReference(db: Executor, reference: string) {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'payment'),
        sql`${ledgerEntries.source} in ('paystack', 'flutterwave')`,
        eq(sql`upper(${ledgerEntries.reference})`, reference.toUpperCase()),
      ),
    )
    .limit(1);
  return row;
}
