import type { TestPause, UncountedAnswer } from '@intake/contracts';
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

/** A contact from the running test that the plain path may record, with the clock's settings. */
export type PlainContact = {
  applicantId: string;
  at: Date;
  answers: { questionId: string; answer: string; elapsedSeconds?: number | undefined }[];
  durationSeconds: number;
  gapSeconds: number;
};

/**
 * The common contact, for many applicants in one statement: an open attempt, in time, with no gap
 * to settle (the last contact at most `gapSeconds` ago), nothing listed uncounted if answers come,
 * and every answer valid and chosen in the applicant's time. Each such contact is recorded and its
 * answers saved; the others change nothing and are answered undefined, for the caller to take the
 * full path. Answers each contact's seconds left, in order. One applicant at most once per call.
 */
export async function recordPlainContacts(db: Executor, contacts: PlainContact[]) {
  const contactRows = JSON.stringify(
    contacts.map((c, k) => ({
      k,
      applicant_id: c.applicantId,
      at: c.at.toISOString(),
      answers: c.answers.length,
      duration: c.durationSeconds,
      gap: c.gapSeconds,
    })),
  );
  const answerRows = JSON.stringify(
    contacts.flatMap((c, k) =>
      c.answers.map((a) => ({
        k,
        question_id: a.questionId,
        answer: a.answer,
        elapsed: a.elapsedSeconds ?? 0,
      })),
    ),
  );
  // Named in a list as well as in the rows: the planner then knows how many attempts the update
  // reaches and looks each up by its index. Joined on the rows alone, it hashed every open attempt
  // of the day for each batch (3,000–6,000 rows, 4 ms of a 5 ms statement; issue 27.2).
  const contactedAttempt = inArray(
    sql`a.applicant_id`,
    contacts.map((c) => c.applicantId),
  );
  const result = await db.execute(sql`
    with contact as (
      select * from jsonb_to_recordset(${contactRows}::jsonb)
        as c(k int, applicant_id uuid, at timestamptz, answers int, duration int, gap int)
    ), input as (
      select * from jsonb_to_recordset(${answerRows}::jsonb) as x(k int, question_id text, answer text, elapsed int)
    ), checked as (
      -- Each contact's answers that count: drawn for the attempt, an option of the question, and
      -- chosen in the applicant's time. Counted once per batch, not once per contact.
      select c.k, count(i.k) as counted
      from contact c
      join ${testAttempts} a on a.applicant_id = c.applicant_id and a.reset_at is null
      join input i on i.k = c.k and a.question_ids ? i.question_id
        and i.elapsed <= least(c.duration, c.duration - extract(epoch from a.deadline_at - a.last_contact_at) + c.gap)
      join ${testQuestions} q on q.id = i.question_id and q.options ? i.answer
      group by c.k
    ), touched as (
      update ${testAttempts} a set last_contact_at = c.at
      from contact c left join checked v on v.k = c.k
      where ${contactedAttempt} and a.applicant_id = c.applicant_id
        and a.reset_at is null and a.closed_at is null
        and a.deadline_at > c.at
        and a.last_contact_at >= c.at - make_interval(secs => c.gap)
        and (c.answers = 0 or (a.uncounted_answers = '[]'::jsonb and v.counted = c.answers))
      returning c.k, a.id, a.deadline_at, c.at
    ), saved as (
      insert into ${testAnswers} (attempt_id, question_id, answer, answered_at)
      select t.id, i.question_id, i.answer, t.at from touched t join input i on i.k = t.k
      on conflict (attempt_id, question_id) do update set answer = excluded.answer, answered_at = excluded.answered_at
    )
    select k, greatest(0, ceil(extract(epoch from deadline_at - at)))::int as seconds_left from touched`);
  const secondsLeft = new Map(
    (result as unknown as { rows: { k: number; seconds_left: number }[] }).rows.map((row) => [
      Number(row.k),
      Number(row.seconds_left),
    ]),
  );
  return contacts.map((_, k) => secondsLeft.get(k));
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
