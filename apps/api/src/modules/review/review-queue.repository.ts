import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicants, cohorts, reviewAssignments, testAttempts, users } from '../../db/schema/index.ts';

/** An assignment waits in the queue while it is open and its applicant is still to be reviewed. */
const waiting = and(
  isNull(reviewAssignments.completedAt),
  eq(applicants.applicationStatus, 'TESTED'),
  isNull(applicants.withdrawnAt),
  isNull(applicants.erasedAt),
  eq(applicants.accountIsApplicant, true),
);

/** The reviewer's waiting assignments and the ones they have reviewed. */
export async function countAssignments(db: Executor, reviewerId: string) {
  const [row] = await db
    .select({
      open: sql<number>`(count(*) filter (where ${waiting}))::int`,
      done: sql<number>`(count(*) filter (where ${reviewAssignments.completedAt} is not null))::int`,
    })
    .from(reviewAssignments)
    .innerJoin(applicants, eq(applicants.userId, reviewAssignments.applicantId))
    .where(eq(reviewAssignments.reviewerId, reviewerId));
  return { open: row?.open ?? 0, done: row?.done ?? 0 };
}

/** The applicant of the reviewer's oldest waiting assignment. */
export async function findNextAssignedApplicant(db: Executor, reviewerId: string) {
  const [row] = await db
    .select({ applicantId: reviewAssignments.applicantId })
    .from(reviewAssignments)
    .innerJoin(applicants, eq(applicants.userId, reviewAssignments.applicantId))
    .where(and(eq(reviewAssignments.reviewerId, reviewerId), waiting))
    .orderBy(asc(reviewAssignments.assignedAt), asc(reviewAssignments.applicantId))
    .limit(1);
  return row?.applicantId;
}

/**
 * The reviewer's assignment of one applicant with what the review shows of them; undefined when
 * there is none or the record was erased. `lock` holds the applicant row until the transaction ends.
 */
export async function findAssignment(db: Executor, reviewerId: string, applicantId: string, lock = false) {
  const query = db
    .select({
      assignedAt: reviewAssignments.assignedAt,
      completedAt: reviewAssignments.completedAt,
      applicantId: applicants.userId,
      applicationNumber: applicants.applicationNumber,
      status: applicants.applicationStatus,
      withdrawnAt: applicants.withdrawnAt,
      cohortId: applicants.cohortId,
      ageRange: applicants.ageRange,
      questionnaire: applicants.questionnaire,
      blindFirstRound: cohorts.blindFirstRound,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      dialCode: users.dialCode,
      gender: users.gender,
      profilePictureUrl: users.profilePictureUrl,
    })
    .from(reviewAssignments)
    .innerJoin(applicants, eq(applicants.userId, reviewAssignments.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .leftJoin(cohorts, eq(cohorts.id, applicants.cohortId))
    .where(
      and(
        eq(reviewAssignments.reviewerId, reviewerId),
        eq(reviewAssignments.applicantId, applicantId),
        isNull(applicants.erasedAt),
        eq(applicants.accountIsApplicant, true),
      ),
    );
  const [row] = lock ? await query.for('update', { of: applicants }) : await query;
  return row;
}

export type AssignmentRow = NonNullable<Awaited<ReturnType<typeof findAssignment>>>;

/** The scored, live attempt's score and when it closed. */
export async function findTestResult(db: Executor, applicantId: string) {
  const [row] = await db
    .select({ score: testAttempts.score, closedAt: testAttempts.closedAt, startedAt: testAttempts.startedAt })
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.applicantId, applicantId),
        isNull(testAttempts.resetAt),
        isNotNull(testAttempts.score),
      ),
    )
    .orderBy(desc(testAttempts.startedAt))
    .limit(1);
  return row && row.score !== null ? { score: row.score, takenAt: row.closedAt ?? row.startedAt } : undefined;
}

/** Marks the assignment reviewed; the first save's time stays when the review is changed. */
export async function completeAssignment(db: Executor, reviewerId: string, applicantId: string) {
  await db
    .update(reviewAssignments)
    .set({ completedAt: sql`coalesce(${reviewAssignments.completedAt}, now())` })
    .where(and(eq(reviewAssignments.reviewerId, reviewerId), eq(reviewAssignments.applicantId, applicantId)));
}
