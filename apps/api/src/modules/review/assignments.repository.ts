import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { applicants, cohorts, reviewAssignments, reviewConflicts, users } from '../../db/schema/index.ts';

/** Reviewers per applicant for an applicant without a cohort (the cohorts' default). */
const DEFAULT_REVIEWERS_PER_APPLICANT = 2;

/** An applicant in the review stage whose review may still be given: TESTED, not withdrawn, not erased. */
const inReview = sql`a.application_status = 'TESTED' and a.withdrawn_at is null and a.erased_at is null and a.account_is_applicant`;

/**
 * The applicant's assignments that count towards N: reviews in, and open ones held by an elder (an
 * open one held by an account no longer an elder is replaced at the next top-up).
 */
const countedAssignments = sql`(select count(*) from review_assignments ra join users r on r.id = ra.reviewer_id
  where ra.applicant_id = a.user_id and (ra.completed_at is not null or r.role = 'ELDER'))`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Serialises every change of who reviews whom, for the whole transaction: two applicants reaching
 * the review stage at once would otherwise both see the same elder as least loaded.
 */
export async function lockAssignments(db: Executor) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('review_assignments'))`);
}

/** What assigning an applicant needs: their contact details, their state and their cohort's N. */
export async function findApplicantToAssign(db: Executor, applicantId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      dialCode: users.dialCode,
      status: applicants.applicationStatus,
      withdrawnAt: applicants.withdrawnAt,
      erasedAt: applicants.erasedAt,
      isApplicant: applicants.accountIsApplicant,
      reviewersPerApplicant: sql<number>`coalesce(${cohorts.reviewersPerApplicant}, ${DEFAULT_REVIEWERS_PER_APPLICANT})::int`,
    })
    .from(users)
    .innerJoin(applicants, eq(applicants.userId, users.id))
    .leftJoin(cohorts, eq(cohorts.id, applicants.cohortId))
    .where(eq(users.id, applicantId));
  return row;
}

export type ApplicantToAssign = NonNullable<Awaited<ReturnType<typeof findApplicantToAssign>>>;

/** A live applicant's id by e-mail (staff accounts and erased records are not applicants). */
export async function findApplicantIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(applicants, eq(applicants.userId, users.id))
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        eq(applicants.accountIsApplicant, true),
        sql`${applicants.erasedAt} is null`,
      ),
    );
  return row?.id;
}

export interface ElderLoad {
  id: string;
  email: string;
  phone: string;
  dialCode: string;
  firstName: string;
  lastName: string;
  /** Open assignments of applicants still in the review stage: what the elder's queue shows. */
  open: number;
  done: number;
  total: number;
}

/** Every elder (role ELDER: not admins, sponsors or suspended accounts) with their load, by name. */
export async function findElders(db: Executor, reviewerId?: string): Promise<ElderLoad[]> {
  const result = await db.execute(sql`
    select u.id, u.email, u.phone, u.dial_code as "dialCode", u.first_name as "firstName",
      u.last_name as "lastName",
      (count(*) filter (where ra.completed_at is null and ${inReview}))::int as open,
      (count(*) filter (where ra.completed_at is not null))::int as done,
      count(ra.applicant_id)::int as total
    from users u
    left join review_assignments ra on ra.reviewer_id = u.id
    left join applicants a on a.user_id = ra.applicant_id
    where u.role = 'ELDER' ${reviewerId ? sql`and u.id = ${reviewerId}::uuid` : sql``}
    group by u.id
    order by u.last_name, u.first_name, u.id`);
  return rowsOf<ElderLoad>(result);
}

/** The reviewers the applicant is assigned to, done or not, with whether each is still an elder. */
export async function findAssignmentsOf(db: Executor, applicantId: string) {
  return db
    .select({
      reviewerId: reviewAssignments.reviewerId,
      completedAt: reviewAssignments.completedAt,
      isElder: sql<boolean>`${users.role} = 'ELDER'`,
    })
    .from(reviewAssignments)
    .innerJoin(users, eq(users.id, reviewAssignments.reviewerId))
    .where(eq(reviewAssignments.applicantId, applicantId));
}

export async function findAssignment(db: Executor, reviewerId: string, applicantId: string) {
  const [row] = await db
    .select()
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.reviewerId, reviewerId), eq(reviewAssignments.applicantId, applicantId)));
  return row;
}

export async function insertAssignment(
  db: Executor,
  row: { applicantId: string; reviewerId: string; assignedBy: string | null },
) {
  await db.insert(reviewAssignments).values(row);
}

export async function deleteAssignment(db: Executor, reviewerId: string, applicantId: string) {
  await db
    .delete(reviewAssignments)
    .where(and(eq(reviewAssignments.reviewerId, reviewerId), eq(reviewAssignments.applicantId, applicantId)));
}

/** The reviewers who must not review the applicant. */
export async function findConflictedReviewerIds(db: Executor, applicantId: string) {
  const rows = await db
    .select({ reviewerId: reviewConflicts.reviewerId })
    .from(reviewConflicts)
    .where(eq(reviewConflicts.applicantId, applicantId));
  return new Set(rows.map((row) => row.reviewerId));
}

/** Records conflicts; one already recorded for a pair is kept as it is. */
export async function insertConflicts(db: Executor, rows: (typeof reviewConflicts.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(reviewConflicts).values(rows).onConflictDoNothing();
}

/** Undefined when the pair already has a conflict. */
export async function insertConflict(db: Executor, row: typeof reviewConflicts.$inferInsert) {
  const [created] = await db.insert(reviewConflicts).values(row).onConflictDoNothing().returning();
  return created;
}

export async function deleteConflict(db: Executor, reviewerId: string, applicantId: string) {
  await db
    .delete(reviewConflicts)
    .where(and(eq(reviewConflicts.reviewerId, reviewerId), eq(reviewConflicts.applicantId, applicantId)));
}

const reviewer = alias(users, 'reviewer');
const applicant = alias(users, 'applicant');

/** Conflicts with both people's names, of one reviewer, one applicant, or one pair. */
export async function findConflicts(db: Executor, filter: { reviewerId?: string; applicantId?: string }) {
  return db
    .select({
      reviewerId: reviewConflicts.reviewerId,
      reviewerFirstName: reviewer.firstName,
      reviewerLastName: reviewer.lastName,
      applicantId: reviewConflicts.applicantId,
      applicantFirstName: applicant.firstName,
      applicantLastName: applicant.lastName,
      applicantEmail: applicant.email,
      reason: reviewConflicts.reason,
      declaredBy: reviewConflicts.declaredBy,
      createdAt: reviewConflicts.createdAt,
    })
    .from(reviewConflicts)
    .innerJoin(reviewer, eq(reviewer.id, reviewConflicts.reviewerId))
    .innerJoin(applicant, eq(applicant.id, reviewConflicts.applicantId))
    .where(
      and(
        filter.reviewerId ? eq(reviewConflicts.reviewerId, filter.reviewerId) : undefined,
        filter.applicantId ? eq(reviewConflicts.applicantId, filter.applicantId) : undefined,
      ),
    )
    .orderBy(asc(reviewConflicts.createdAt), asc(applicant.email));
}

export type ConflictRow = Awaited<ReturnType<typeof findConflicts>>[number];

/** Applicants in the review stage with fewer assignments than their cohort asks for, after `afterId`. */
export async function findShortApplicantIds(db: Executor, afterId: string | null, limit: number) {
  const result = await db.execute(sql`
    select a.user_id as id
    from applicants a
    left join cohorts c on c.id = a.cohort_id
    where ${inReview} ${afterId ? sql`and a.user_id > ${afterId}::uuid` : sql``}
      and ${countedAssignments} < coalesce(c.reviewers_per_applicant, ${DEFAULT_REVIEWERS_PER_APPLICANT})
    order by a.user_id
    limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The applicants short of reviewers who applied first, with how many they have and want. */
export async function findShortApplicants(db: Executor, limit: number) {
  const result = await db.execute(sql`
    select a.user_id as "applicantId", u.first_name as "firstName", u.last_name as "lastName", u.email,
      ${countedAssignments}::int as reviewers,
      coalesce(c.reviewers_per_applicant, ${DEFAULT_REVIEWERS_PER_APPLICANT})::int as wanted
    from applicants a
    join users u on u.id = a.user_id
    left join cohorts c on c.id = a.cohort_id
    where ${inReview}
      and ${countedAssignments} < coalesce(c.reviewers_per_applicant, ${DEFAULT_REVIEWERS_PER_APPLICANT})
    order by a.application_number
    limit ${limit}`);
  return rowsOf<{
    applicantId: string;
    firstName: string;
    lastName: string;
    email: string;
    reviewers: number;
    wanted: number;
  }>(result);
}

export async function countShortApplicants(db: Executor) {
  const result = await db.execute(sql`
    select count(*)::int as n
    from applicants a
    left join cohorts c on c.id = a.cohort_id
    where ${inReview}
      and ${countedAssignments} < coalesce(c.reviewers_per_applicant, ${DEFAULT_REVIEWERS_PER_APPLICANT})`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export interface QueueRow {
  applicantId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: (typeof applicants.$inferSelect)['applicationStatus'];
  assignedAt: Date | string;
  completedAt: Date | string | null;
  open: boolean;
}

/** A page of one reviewer's assignments: the open ones first (oldest first), then the rest, newest first. */
export async function findQueuePage(db: Executor, reviewerId: string, limit: number, offset: number) {
  const result = await db.execute(sql`
    select ra.applicant_id as "applicantId", u.first_name as "firstName", u.last_name as "lastName",
      u.email, a.application_status as status, ra.assigned_at as "assignedAt",
      ra.completed_at as "completedAt", (ra.completed_at is null and ${inReview}) as open,
      count(*) over ()::int as total
    from review_assignments ra
    join users u on u.id = ra.applicant_id
    join applicants a on a.user_id = ra.applicant_id
    where ra.reviewer_id = ${reviewerId}::uuid
    order by (ra.completed_at is null and ${inReview}) desc,
      case when ra.completed_at is null and ${inReview} then ra.assigned_at end asc,
      ra.assigned_at desc, ra.applicant_id
    limit ${limit} offset ${offset}`);
  return rowsOf<QueueRow & { total: number }>(result);
}

export async function findReviewSettings(db: Executor, cohortId: string) {
  const [row] = await db
    .select({
      cohortId: cohorts.id,
      blindFirstRound: cohorts.blindFirstRound,
      reviewersPerApplicant: cohorts.reviewersPerApplicant,
      disagreementMargin: cohorts.disagreementMargin,
    })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId));
  return row;
}

/** Locks the cohort row and answers its settings before the change. */
export async function lockReviewSettings(db: Executor, cohortId: string) {
  const [row] = await db
    .select({
      cohortId: cohorts.id,
      blindFirstRound: cohorts.blindFirstRound,
      reviewersPerApplicant: cohorts.reviewersPerApplicant,
      disagreementMargin: cohorts.disagreementMargin,
    })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId))
    .for('update');
  return row;
}

export async function updateReviewSettings(
  db: Executor,
  cohortId: string,
  settings: { blindFirstRound: boolean; reviewersPerApplicant: number; disagreementMargin: number },
) {
  await db.update(cohorts).set(settings).where(eq(cohorts.id, cohortId));
}
