import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicants, cohorts, paymentPlans } from '../../db/schema/index.ts';

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
