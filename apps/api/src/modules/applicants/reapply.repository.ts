import type { EarlierApplication } from '@intake/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  applicationAttempts,
  cohorts,
  interviewComments,
  interviews,
  reminderSends,
  reviewAssignments,
  scorecards,
  testAttempts,
  waitlistEntries,
} from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type NewApplicationAttempt = typeof applicationAttempts.$inferInsert;

/**
 * What the archive keeps of the application that ends, read before it gives way: the log's
 * instants and reasons within this application (from its RE_APPLIED row on), the last test score,
 * the elders' last decision reason in its cohort, the cards and interview comments as staff saw them.
 */
export async function readApplicationRecord(db: Executor, applicantId: string, cohortId: string | null) {
  const [facts] = rowsOf<{
    started_at: Date | string | null;
    ended_at: Date | string | null;
    withdrawal_reason: string | null;
    test_score: number | null;
    decision_reason: string | null;
  }>(
    await db.execute(sql`
      with bounds as (
        select coalesce(max(id), 0) as start_id, max(created_at) as started_at
        from activity_log where applicant_id = ${applicantId} and action = 'RE_APPLIED'
      )
      select
        (select started_at from bounds) as started_at,
        (select max(l.created_at) from activity_log l, bounds b, applicants a
          where l.applicant_id = ${applicantId} and l.id >= b.start_id
            and a.user_id = l.applicant_id and l.to_status = a.application_status) as ended_at,
        (select l.details->>'reason' from activity_log l, bounds b
          where l.applicant_id = ${applicantId} and l.id >= b.start_id and l.action = 'APPLICATION_WITHDRAWN'
          order by l.id desc limit 1) as withdrawal_reason,
        (select t.score from test_attempts t where t.applicant_id = ${applicantId} and t.reset_at is null) as test_score,
        (select r.label from admission_decisions d join decision_reasons r on r.id = d.reason_id
          where d.applicant_id = ${applicantId} and d.cohort_id is not distinct from ${cohortId}::uuid
          order by d.id desc limit 1) as decision_reason`),
  );
  const cards = rowsOf<EarlierApplication['scorecards'][number]>(
    await db.execute(sql`
      select s.stage, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as reviewer,
        s.recommendation, s.note,
        (select round(sum(ss.score * rc.weight)::numeric / nullif(sum(rc.weight), 0), 1)::float8
          from scorecard_scores ss join rubric_criteria rc on rc.id = ss.criterion_id
          where ss.scorecard_id = s.id) as "weightedScore"
      from scorecards s left join users u on u.id = s.reviewer_id
      where s.applicant_id = ${applicantId}
      order by s.stage, s.created_at`),
  );
  const comments = rowsOf<EarlierApplication['interviewComments'][number]>(
    await db.execute(sql`
      select trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as author, c.comment,
        to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from interview_comments c left join users u on u.id = c.author_id
      where c.applicant_id = ${applicantId}
      order by c.created_at`),
  );
  return {
    startedAt: facts?.started_at ? new Date(facts.started_at) : null,
    endedAt: facts?.ended_at ? new Date(facts.ended_at) : null,
    withdrawalReason: facts?.withdrawal_reason ?? null,
    testScore: facts?.test_score ?? null,
    decisionReason: facts?.decision_reason ?? null,
    scorecards: cards.map((card) => ({
      ...card,
      weightedScore: card.weightedScore === null ? null : Number(card.weightedScore),
    })),
    interviewComments: comments,
  };
}

export async function insertApplicationAttempt(db: Executor, attempt: NewApplicationAttempt) {
  const [row] = await db
    .insert(applicationAttempts)
    .values(attempt)
    .returning({ id: applicationAttempts.id });
  return row;
}

/**
 * Takes the ended application's per-application rows out of the way of the new one: its test
 * attempt is reset (the test can be taken again), its waitlist place left, and its scorecards,
 * review assignments, interviews, interview comments and reminder sends removed (the archive holds
 * what staff saw of them), so none of them counts for, blocks or shows in the new application.
 */
export async function clearApplicationRows(db: Executor, applicantId: string) {
  await db
    .update(testAttempts)
    .set({ resetAt: sql`now()` })
    .where(and(eq(testAttempts.applicantId, applicantId), isNull(testAttempts.resetAt)));
  await db
    .update(waitlistEntries)
    .set({ leftAt: sql`now()` })
    .where(and(eq(waitlistEntries.applicantId, applicantId), isNull(waitlistEntries.leftAt)));
  await db.delete(scorecards).where(eq(scorecards.applicantId, applicantId));
  await db.delete(reviewAssignments).where(eq(reviewAssignments.applicantId, applicantId));
  await db.delete(interviews).where(eq(interviews.applicantId, applicantId));
  await db.delete(interviewComments).where(eq(interviewComments.applicantId, applicantId));
  await db.delete(reminderSends).where(eq(reminderSends.applicantId, applicantId));
}

/** The applicant's archived applications, newest first, with their cohort's name. */
export function findApplicationAttempts(db: Executor, applicantId: string) {
  return db
    .select({ attempt: applicationAttempts, cohortName: cohorts.name })
    .from(applicationAttempts)
    .leftJoin(cohorts, eq(cohorts.id, applicationAttempts.cohortId))
    .where(eq(applicationAttempts.applicantId, applicantId))
    .orderBy(desc(applicationAttempts.archivedAt), desc(applicationAttempts.applicationNumber));
}

/** The newest archived application: the questionnaire screen names its cohort while the copy is a draft. */
export async function findLatestAttempt(db: Executor, applicantId: string) {
  const [row] = await findApplicationAttempts(db, applicantId).limit(1);
  return row;
}

export async function cohortName(db: Executor, cohortId: string) {
  const [row] = await db.select({ name: cohorts.name }).from(cohorts).where(eq(cohorts.id, cohortId));
  return row?.name ?? '';
}

/** Whether the cohort's first review round is blind (issue 22.4); an unknown cohort keeps the default, on. */
export async function isBlindFirstRound(db: Executor, cohortId: string) {
  const [row] = await db
    .select({ blind: cohorts.blindFirstRound })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId));
  return row?.blind ?? true;
}
