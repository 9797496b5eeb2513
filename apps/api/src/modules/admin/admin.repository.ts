import { and, desc, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicants, cohorts, paymentPlans } from '../../db/schema/index.ts';

export async function findCurrentCohort(db: Executor) {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.isCurrent, true));
  return row;
}

export type CohortValues = {
  name: string;
  tuitionFee: number | null;
  firstPayment?: number | null;
  startMonth: number;
  startYear: number;
  seats?: number | null;
  applicationsOpenAt?: Date | null;
  applicationsCloseAt?: Date | null;
  offerResponseDays?: number;
  retentionDays?: number | null;
};

/** Adds a cohort; a current one takes over from the last (the partial unique index allows one). */
export async function insertCohort(db: Executor, cohort: CohortValues, current: boolean) {
  if (current) await db.update(cohorts).set({ isCurrent: false }).where(eq(cohorts.isCurrent, true));
  const [row] = await db
    .insert(cohorts)
    .values({ ...cohort, isCurrent: current })
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
      firstPayment: cohorts.firstPayment,
      startMonth: cohorts.startMonth,
      startYear: cohorts.startYear,
      isCurrent: cohorts.isCurrent,
      seats: cohorts.seats,
      applicationsOpenAt: cohorts.applicationsOpenAt,
      applicationsCloseAt: cohorts.applicationsCloseAt,
      offerResponseDays: cohorts.offerResponseDays,
      retentionDays: cohorts.retentionDays,
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

export async function updateCohort(db: Executor, cohortId: string, change: Partial<CohortValues>) {
  await db.update(cohorts).set(change).where(eq(cohorts.id, cohortId));
}

/** Makes this cohort the current one (the partial unique index allows one). */
export async function makeCohortCurrent(db: Executor, cohortId: string) {
  await db
    .update(cohorts)
    .set({ isCurrent: false })
    .where(and(eq(cohorts.isCurrent, true), ne(cohorts.id, cohortId)));
  await db.update(cohorts).set({ isCurrent: true }).where(eq(cohorts.id, cohortId));
}

/** The first other cohort whose window overlaps [opensAt, closesAt), if any. */
export async function findOverlappingCohort(db: Executor, opensAt: Date, closesAt: Date, exceptId?: string) {
  const [row] = await db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(
      and(
        isNotNull(cohorts.applicationsOpenAt),
        lt(cohorts.applicationsOpenAt, closesAt),
        gt(cohorts.applicationsCloseAt, opensAt),
        exceptId ? ne(cohorts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}
