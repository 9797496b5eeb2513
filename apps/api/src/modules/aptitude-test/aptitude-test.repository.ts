import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
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
) {
  const [row] = await db
    .insert(testAttempts)
    .values({ applicantId, questionIds, deadlineAt: sql`now() + make_interval(secs => ${seconds})` })
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

/**
 * Saves one answer in one statement, only if the attempt is open, before its deadline, the
 * question was drawn for it and the answer is one of the question's options.
 */
export async function saveAnswer(db: Executor, applicantId: string, questionId: string, answer: string) {
  const result = await db.execute(sql`
    with attempt as (
      select a.id, a.deadline_at from ${testAttempts} a
      join ${testQuestions} q on q.id = ${questionId}
      where a.applicant_id = ${applicantId} and a.reset_at is null and a.closed_at is null
        and a.deadline_at > now() and a.question_ids ? ${questionId} and q.options ? ${answer}
    ), saved as (
      insert into ${testAnswers} (attempt_id, question_id, answer)
      select id, ${questionId}, ${answer} from attempt
      on conflict (attempt_id, question_id) do update set answer = excluded.answer, answered_at = now()
      returning attempt_id
    )
    select greatest(0, ceil(extract(epoch from attempt.deadline_at - now())))::int as seconds_left
    from saved join attempt on attempt.id = saved.attempt_id`);
  const [row] = (result as unknown as { rows: { seconds_left: number }[] }).rows;
  return row ? { secondsLeft: Number(row.seconds_left) } : undefined;
}

/** Closes an open attempt and scores it: the number of saved answers equal to the key. */
export async function closeAttempt(
  db: Executor,
  attemptId: string,
  reason: 'submitted' | 'deadline' | 'stopped',
) {
  const [row] = await db
    .update(testAttempts)
    .set({
      closedAt: sql`now()`,
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
