import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { jsonRecordset } from '../../db/json-rows.ts';
import { activityLog, applicants, cohorts, users } from '../../db/schema/index.ts';

export type NewApplicant = typeof applicants.$inferInsert;
export type NewActivity = typeof activityLog.$inferInsert;

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

export async function insertActivities(db: Executor, rows: NewActivity[]) {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    applicant_id: row.applicantId,
    actor_id: row.actorId ?? null,
    action: row.action,
    from_status: row.fromStatus ?? null,
    to_status: row.toStatus ?? null,
    details: row.details ?? null,
  }));
  await db.execute(sql`
    insert into ${activityLog} (applicant_id, actor_id, action, from_status, to_status, details)
    select applicant_id, actor_id, action, from_status, to_status, details
    from ${jsonRecordset(records, 'applicant_id uuid, actor_id uuid, action text, from_status text, to_status text, details jsonb')}`);
}

export const insertApplicant = (db: Executor, applicant: NewApplicant) => insertApplicants(db, [applicant]);

export const insertActivity = (db: Executor, activity: NewActivity) => insertActivities(db, [activity]);

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

/** The applicant's activity log, oldest first, with who acted. */
export async function findActivity(db: Executor, applicantId: string) {
  const actor = alias(users, 'actor');
  return db
    .select({
      action: activityLog.action,
      fromStatus: activityLog.fromStatus,
      toStatus: activityLog.toStatus,
      details: activityLog.details,
      createdAt: activityLog.createdAt,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      actorEmail: actor.email,
    })
    .from(activityLog)
    .leftJoin(actor, eq(actor.id, activityLog.actorId))
    .where(eq(activityLog.applicantId, applicantId))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
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

/** Staff who hear about applicant actions: every admin, and the staff member who acted last. */
export async function findAdminEmails(db: Executor) {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN'));
  return rows.map((row) => row.email);
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
