import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jsonRecordset } from '../db/json-rows.ts';
import { applicants, cohorts, users } from '../db/schema/index.ts';

export type NewApplicant = typeof applicants.$inferInsert;

export async function insertApplicants(
  db: Executor,
  rows: Pick<NewApplicant, 'userId' | 'ageRange' | 'cohortId' | 'termsAcceptedAt'>[],
) {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    user_id: row.userId,
    age_range: row.ageRange,
    cohort_id: row.cohortId ?? null,
    terms_accepted_at: row.termsAcceptedAt,
  }));
  await db.execute(sql`
    insert into ${applicants} (user_id, age_range, cohort_id, terms_accepted_at)
    select user_id, age_range, cohort_id, terms_accepted_at
    from ${jsonRecordset(records, 'user_id uuid, age_range text, cohort_id uuid, terms_accepted_at timestamptz')}`);
}

export const insertApplicant = (db: Executor, applicant: NewApplicant) => insertApplicants(db, [applicant]);

export async function findCurrentCohortId(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.isCurrent, sql`true`));
  return row?.id;
}

/** The applicant row, locked until the transaction ends, so status changes cannot interleave. */
export async function lockApplicant(db: Executor, userId: string) {
  const [row] = await db.select().from(applicants).where(eq(applicants.userId, userId)).for('update');
  return row;
}

export async function updateApplicant(db: Executor, userId: string, changes: Partial<NewApplicant>) {
  await db
    .update(applicants)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(applicants.userId, userId));
}

export async function findApplicant(db: Executor, userId: string) {
  const [row] = await db.select().from(applicants).where(eq(applicants.userId, userId));
  return row;
}

export async function findApplicantByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ user: users, applicant: applicants })
    .from(users)
    .innerJoin(applicants, eq(applicants.userId, users.id))
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

/** The cohort an applicant would be admitted to: its name and fee (null while unset). */
export async function findApplicantCohort(db: Executor, applicantId: string) {
  const [row] = await db
    .select({ name: cohorts.name, tuitionFee: cohorts.tuitionFee })
    .from(applicants)
    .innerJoin(cohorts, eq(cohorts.id, applicants.cohortId))
    .where(eq(applicants.userId, applicantId));
  return row;
}

/** Whether each of these users is an applicant who unsubscribed or withdrew; others are absent. */
export async function findMailingStates(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: applicants.userId,
      unsubscribedAt: applicants.unsubscribedAt,
      withdrawnAt: applicants.withdrawnAt,
    })
    .from(applicants)
    .where(inArray(applicants.userId, userIds));
}

export async function enableLoanForm(db: Executor, userId: string) {
  await db
    .update(applicants)
    .set({ canFillLoanAgreement: true, updatedAt: sql`now()` })
    .where(eq(applicants.userId, userId));
}
