import type { Role } from '@intake/contracts';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicants, auditLog, cohorts, paymentPlans, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';

export async function insertAudit(
  db: Executor,
  entry: { actorId: string; action: string; subject?: string; details?: Record<string, unknown> },
) {
  await db.insert(auditLog).values(entry);
}

export async function findCurrentCohort(db: Executor) {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.isCurrent, true));
  return row;
}

/** Makes a new cohort the current one (the partial unique index allows one). */
export async function insertCurrentCohort(
  db: Executor,
  cohort: { name: string; tuitionFee: number | null; startMonth: number; startYear: number },
) {
  await db.update(cohorts).set({ isCurrent: false }).where(eq(cohorts.isCurrent, true));
  const [row] = await db
    .insert(cohorts)
    .values({ ...cohort, isCurrent: true })
    .returning();
  return row;
}

/** Every cohort, newest first, with how many applicants it has and how many agreed a payment plan. */
export async function findCohorts(db: Executor) {
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      tuitionFee: cohorts.tuitionFee,
      startMonth: cohorts.startMonth,
      startYear: cohorts.startYear,
      isCurrent: cohorts.isCurrent,
      applicants: sql<number>`count(${applicants.userId})::int`,
      agreedPlans: sql<number>`count(${paymentPlans.applicantId})::int`,
    })
    .from(cohorts)
    .leftJoin(applicants, eq(applicants.cohortId, cohorts.id))
    .leftJoin(paymentPlans, eq(paymentPlans.applicantId, applicants.userId))
    .groupBy(cohorts.id)
    .orderBy(desc(cohorts.createdAt));
}

export async function lockCohort(db: Executor, cohortId: string) {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, cohortId)).for('update');
  return row;
}

export async function updateCohort(
  db: Executor,
  cohortId: string,
  change: { tuitionFee: number; startMonth: number; startYear: number },
) {
  await db.update(cohorts).set(change).where(eq(cohorts.id, cohortId));
}

export async function updateUserRole(db: Executor, userId: string, role: Role) {
  await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function enableLoanForm(db: Executor, userId: string) {
  await db
    .update(applicants)
    .set({ canFillLoanAgreement: true, updatedAt: sql`now()` })
    .where(eq(applicants.userId, userId));
}

/** The latest audit entries, newest first, with the actor's e-mail; filtered by action and a fragment. */
export async function findAudit(db: Executor, filter: { action?: string; search?: string; limit: number }) {
  const conditions = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(auditLog.subject, pattern)));
  }
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: users.email,
      subject: auditLog.subject,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}
