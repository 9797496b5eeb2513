import type { TestPause, UncountedAnswer } from '@intake/contracts';
import { and, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { testAnswers, testAttempts, testQuestions } from '../../db/schema/index.ts';

export type Attempt = typeof testAttempts.$inferSelect;
export type NewQuestion = typeof testQuestions.$inferInsert;

/** Loads the bank; a changed question is updated in place, so a new release can fix a wording. */
export async function upsertQuestions(db: Executor, questions: NewQuestion[]) {
  await db
    .insert(testQuestions)
    .values(questions)
    .onConflictDoUpdate({
      target: testQuestions.id,
      set: {
        group: sql`excluded.group`,
        question: sql`excluded.question`,
        image: sql`excluded.image`,
        options: sql`excluded.options`,
        answer: sql`excluded.answer`,
        active: sql`excluded.active`,
      },
    });
}

export async function findActiveQuestionIds(db: Executor) {
  return db
    .select({ id: testQuestions.id, group: testQuestions.group })
    .from(testQuestions)
    .where(eq(testQuestions.active, true));
}

/** Questions without their answers, for the applicant. */
export async function findQuestionsWithoutAnswers(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: testQuestions.id,
      question: testQuestions.question,
      image: testQuestions.image,
      options: testQuestions.options,
    })
    .from(testQuestions)
    .where(inArray(testQuestions.id, ids));
}

export async function insertAttempt(
  db: Executor,
  applicantId: string,
  questionIds: string[],
  seconds: number,
  now: Date,
) {
  // The process's clock, as every later contact uses it (never a sub-millisecond apart).
  const [row] = await db
    .insert(testAttempts)
    .values({
      applicantId,
      questionIds,
      startedAt: now,
      lastContactAt: now,
      deadlineAt: new Date(now.getTime() + seconds * 1000),
    })
    .returning();
  if (!row) throw new Error('insert into test_attempts returned nothing');
  return row;
}

const secondsLeft = sql<number>`greatest(0, ceil(extract(epoch from ${testAttempts.deadlineAt} - now())))::int`;

/** The applicant's current attempt (not undone by an admin), with the seconds the server says are left. */
export async function findLiveAttempt(db: Executor, applicantId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ attempt: testAttempts, secondsLeft })
    .from(testAttempts)
    .where(and(eq(testAttempts.applicantId, applicantId), isNull(testAttempts.resetAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findAnswers(db: Executor, attemptId: string) {
  const rows = await db
    .select({ questionId: testAnswers.questionId, answer: testAnswers.answer })
    .from(testAnswers)
    .where(eq(testAnswers.attemptId, attemptId));
  return Object.fromEntries(rows.map((row) => [row.questionId, row.answer]));
}

/** Saves answers to an attempt the caller has locked and checked; a repeated answer replaces the last. */
export async function saveAnswers(
  db: Executor,
  attemptId: string,
  answers: { questionId: string; answer: string }[],
  at: Date,
) {
  if (answers.length === 0) return;
  await db
    .insert(testAnswers)
    .values(answers.map((a) => ({ attemptId, questionId: a.questionId, answer: a.answer, answeredAt: at })))
    .onConflictDoUpdate({
      target: [testAnswers.attemptId, testAnswers.questionId],
      set: { answer: sql`excluded.answer`, answeredAt: sql`excluded.answered_at` },
    });
}

/**
 * The common contact in one statement: an open attempt, in time, with no gap to settle (the last
 * contact at most `gapSeconds` ago), nothing listed uncounted if answers come, and every answer
 * valid and chosen in the applicant's time. Then it records the contact and saves the answers;
 * otherwise it changes nothing and answers undefined, and the caller takes the full path.
 */
export async function recordPlainContact(
  db: Executor,
  applicantId: string,
  answers: { questionId: string; answer: string; elapsedSeconds?: number | undefined }[],
  now: Date,
  rules: { durationSeconds: number; gapSeconds: number },
) {
  const at = now.toISOString();
  // A heartbeat with nothing to save (nearly all of them): one UPDATE of the attempt's row.
  if (answers.length === 0) {
    const touched = await db
      .update(testAttempts)
      .set({ lastContactAt: now })
      .where(
        and(
          eq(testAttempts.applicantId, applicantId),
          isNull(testAttempts.resetAt),
          isNull(testAttempts.closedAt),
          gt(testAttempts.deadlineAt, now),
          gte(testAttempts.lastContactAt, new Date(now.getTime() - rules.gapSeconds * 1000)),
        ),
      )
      .returning({ deadlineAt: testAttempts.deadlineAt });
    const [row] = touched;
    return row
      ? { secondsLeft: Math.max(0, Math.ceil((row.deadlineAt.getTime() - now.getTime()) / 1000)) }
      : undefined;
  }
  const input = JSON.stringify(
    answers.map((a) => ({ question_id: a.questionId, answer: a.answer, elapsed: a.elapsedSeconds ?? 0 })),
  );
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(question_id text, answer text, elapsed int)
    ), touched as (
      update ${testAttempts} a set last_contact_at = ${at}::timestamptz
      where a.applicant_id = ${applicantId} and a.reset_at is null and a.closed_at is null
        and a.deadline_at > ${at}::timestamptz
        and a.last_contact_at >= ${at}::timestamptz - make_interval(secs => ${rules.gapSeconds})
        and (${answers.length} = 0 or a.uncounted_answers = '[]'::jsonb)
        and (select count(*) from input i join ${testQuestions} q on q.id = i.question_id
             where a.question_ids ? i.question_id and q.options ? i.answer
               and i.elapsed <= least(${rules.durationSeconds},
                 ${rules.durationSeconds} - extract(epoch from a.deadline_at - a.last_contact_at) + ${rules.gapSeconds})
            ) = ${answers.length}
      returning a.id, a.deadline_at
    ), saved as (
      insert into ${testAnswers} (attempt_id, question_id, answer, answered_at)
      select t.id, i.question_id, i.answer, ${at}::timestamptz from touched t cross join input i
      on conflict (attempt_id, question_id) do update set answer = excluded.answer, answered_at = excluded.answered_at
    )
    select greatest(0, ceil(extract(epoch from deadline_at - ${at}::timestamptz)))::int as seconds_left from touched`);
  const [row] = (result as unknown as { rows: { seconds_left: number }[] }).rows;
  return row ? { secondsLeft: Number(row.seconds_left) } : undefined;
}

/** Records what a contact (or the close job) settled: the contact time, the moved deadline, a pause. */
export async function updateAttemptClock(
  db: Executor,
  attemptId: string,
  clock: {
    lastContactAt?: Date;
    deadlineAt: Date;
    pausedSeconds: number;
    pause: TestPause | undefined;
    uncountedAnswers: UncountedAnswer[];
  },
) {
  await db
    .update(testAttempts)
    .set({
      lastContactAt: clock.lastContactAt,
      deadlineAt: clock.deadlineAt,
      pausedSeconds: clock.pausedSeconds,
      uncountedAnswers: clock.uncountedAnswers,
      ...(clock.pause && {
        pauses: sql`${testAttempts.pauses} || ${JSON.stringify([clock.pause])}::jsonb`,
      }),
    })
    .where(eq(testAttempts.id, attemptId));
}

/** Answers that reached an attempt after it closed: kept as evidence, never counted. */
export async function setUncountedAnswers(db: Executor, attemptId: string, uncounted: UncountedAnswer[]) {
  await db.update(testAttempts).set({ uncountedAnswers: uncounted }).where(eq(testAttempts.id, attemptId));
}

/** Closes an open attempt and scores it: the number of saved answers equal to the key. */
export async function closeAttempt(
  db: Executor,
  attemptId: string,
  reason: 'submitted' | 'deadline' | 'stopped',
  at: Date,
) {
  const [row] = await db
    .update(testAttempts)
    .set({
      closedAt: at,
      closedReason: reason,
      score: sql`(select count(*)::int from ${testAnswers} a join ${testQuestions} q on q.id = a.question_id
                  where a.attempt_id = ${testAttempts.id} and a.answer = q.answer)`,
    })
    .where(and(eq(testAttempts.id, attemptId), isNull(testAttempts.closedAt)))
    .returning();
  return row;
}

export async function markAttemptReset(db: Executor, attemptId: string) {
  await db.update(testAttempts).set({ resetAt: sql`now()` }).where(eq(testAttempts.id, attemptId));
}

/** The newest attempt, undone or not, for staff review. */
export async function findLatestAttempt(db: Executor, applicantId: string) {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(eq(testAttempts.applicantId, applicantId))
    .orderBy(desc(testAttempts.startedAt))
    .limit(1);
  return row;
}

/** Questions with their answers: for staff only. */
export async function findQuestionsWithAnswers(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(testQuestions).where(inArray(testQuestions.id, ids));
}
