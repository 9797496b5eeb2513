import type { Recommendation, ReviewStage } from '@intake/contracts/review';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  applicants,
  cohorts,
  rubricCriteria,
  scorecardScores,
  scorecards,
  users,
} from '../../db/schema/index.ts';

export type CriterionRow = typeof rubricCriteria.$inferSelect;

export async function cohortExists(db: Executor, cohortId: string) {
  const [row] = await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.id, cohortId));
  return row !== undefined;
}

/** A cohort's criteria, both stages, in the order admins added them. */
export async function findCriteria(db: Executor, cohortId: string, stage?: ReviewStage) {
  return db
    .select()
    .from(rubricCriteria)
    .where(
      stage
        ? and(eq(rubricCriteria.cohortId, cohortId), eq(rubricCriteria.stage, stage))
        : eq(rubricCriteria.cohortId, cohortId),
    )
    .orderBy(asc(rubricCriteria.position), asc(rubricCriteria.createdAt));
}

export async function findCriterion(db: Executor, criterionId: string) {
  const [row] = await db.select().from(rubricCriteria).where(eq(rubricCriteria.id, criterionId));
  return row;
}

/** Locks the cohort row, so two admins adding to one stage count and number criteria in turn. */
export async function lockCohort(db: Executor, cohortId: string) {
  const [row] = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId))
    .for('update');
  return row !== undefined;
}

export async function countCriteria(db: Executor, cohortId: string, stage: ReviewStage) {
  const [row] = await db
    .select({ n: count(), last: sql<number>`coalesce(max(${rubricCriteria.position}), 0)::int` })
    .from(rubricCriteria)
    .where(and(eq(rubricCriteria.cohortId, cohortId), eq(rubricCriteria.stage, stage)));
  return { count: row?.n ?? 0, lastPosition: row?.last ?? 0 };
}

/** Undefined when the stage already has a criterion of that name (any case). */
export async function insertCriterion(db: Executor, row: typeof rubricCriteria.$inferInsert) {
  const [created] = await db.insert(rubricCriteria).values(row).onConflictDoNothing().returning();
  return created;
}

/** Null when another criterion of the stage has the new name; undefined when there is no such criterion. */
export async function updateCriterionRow(
  db: Executor,
  criterionId: string,
  changes: { name: string; lowAnchor: string; highAnchor: string; weight: number },
) {
  const current = await findCriterion(db, criterionId);
  if (!current) return undefined;
  const [clash] = await db
    .select({ id: rubricCriteria.id })
    .from(rubricCriteria)
    .where(
      and(
        eq(rubricCriteria.cohortId, current.cohortId),
        eq(rubricCriteria.stage, current.stage),
        sql`lower(${rubricCriteria.name}) = lower(${changes.name})`,
        sql`${rubricCriteria.id} <> ${criterionId}`,
      ),
    );
  if (clash) return null;
  const [updated] = await db
    .update(rubricCriteria)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(rubricCriteria.id, criterionId))
    .returning();
  return updated;
}

export async function isCriterionScored(db: Executor, criterionId: string) {
  const [row] = await db
    .select({ id: scorecardScores.criterionId })
    .from(scorecardScores)
    .where(eq(scorecardScores.criterionId, criterionId))
    .limit(1);
  return row !== undefined;
}

export async function deleteCriterionRow(db: Executor, criterionId: string) {
  const deleted = await db
    .delete(rubricCriteria)
    .where(eq(rubricCriteria.id, criterionId))
    .returning({ id: rubricCriteria.id });
  return deleted.length === 1;
}

/** The applicant's cohort and status, by e-mail; staff accounts and erased records are not applicants. */
export async function findReviewedApplicant(db: Executor, email: string, lock = false) {
  const query = db
    .select({
      id: users.id,
      cohortId: applicants.cohortId,
      status: applicants.applicationStatus,
      withdrawnAt: applicants.withdrawnAt,
    })
    .from(users)
    .innerJoin(applicants, eq(applicants.userId, users.id))
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        eq(applicants.accountIsApplicant, true),
        isNull(applicants.erasedAt),
      ),
    );
  const [row] = lock ? await query.for('update', { of: applicants }) : await query;
  return row;
}

/** Every scorecard of the applicant with its reviewer's name and its scores. */
export async function findScorecards(db: Executor, applicantId: string) {
  const cards = await db
    .select({
      id: scorecards.id,
      stage: scorecards.stage,
      reviewerId: scorecards.reviewerId,
      firstName: users.firstName,
      lastName: users.lastName,
      note: scorecards.note,
      recommendation: scorecards.recommendation,
      updatedAt: scorecards.updatedAt,
    })
    .from(scorecards)
    .innerJoin(users, eq(users.id, scorecards.reviewerId))
    .where(eq(scorecards.applicantId, applicantId))
    .orderBy(asc(scorecards.stage), asc(scorecards.createdAt));
  const scores = await db
    .select({
      scorecardId: scorecardScores.scorecardId,
      criterionId: scorecardScores.criterionId,
      score: scorecardScores.score,
    })
    .from(scorecardScores)
    .innerJoin(scorecards, eq(scorecards.id, scorecardScores.scorecardId))
    .where(eq(scorecards.applicantId, applicantId));
  return cards.map((card) => ({
    ...card,
    scores: scores
      .filter((s) => s.scorecardId === card.id)
      .map(({ criterionId, score }) => ({ criterionId, score })),
  }));
}

/** Writes the reviewer's card for the stage (one per reviewer), replacing its scores. */
export async function upsertScorecard(
  db: Executor,
  card: {
    applicantId: string;
    stage: ReviewStage;
    reviewerId: string;
    note: string;
    /** A first-round card's recommendation; interview cards have none. */
    recommendation?: Recommendation;
  },
  scores: { criterionId: string; score: number }[],
) {
  const [saved] = await db
    .insert(scorecards)
    .values(card)
    .onConflictDoUpdate({
      target: [scorecards.applicantId, scorecards.stage, scorecards.reviewerId],
      set: { note: card.note, recommendation: card.recommendation ?? null, updatedAt: sql`now()` },
    })
    .returning({ id: scorecards.id });
  if (!saved) throw new Error('scorecard upsert returned nothing');
  await db.delete(scorecardScores).where(eq(scorecardScores.scorecardId, saved.id));
  await db.insert(scorecardScores).values(scores.map((s) => ({ scorecardId: saved.id, ...s })));
  return saved.id;
}
