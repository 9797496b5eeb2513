import {
  type HeartbeatResponse,
  messages,
  type RunningTest,
  type SaveAnswerInput,
  type UncountedAnswer,
} from '@intake/contracts';
import { testAnswers } from '@intake/contracts/copy/api-answers';
import { recordsErrors } from '@intake/contracts/errors/applicant-records';
import { testErrors } from '@intake/contracts/errors/aptitude-test';
import { lockApplicant } from '../../core/applicants.repository.ts';
import { moveApplication } from '../../core/application-status.service.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { enqueueJob } from '../../core/jobs.repository.ts';
import { findUserByEmail } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, appError, forbidden, notFound } from '../../lib/app-error.ts';
import { batchedCalls } from '../../lib/batched-calls.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Principal } from '../../plugins/auth.ts';
import { loadUserData } from '../auth/auth.service.ts';
import {
  type Attempt,
  closeAttempt,
  findActiveQuestionIds,
  findAnswers,
  findLiveAttempt,
  findQuestionsWithoutAnswers,
  insertAttempt,
  markAttemptReset,
  type PlainContact,
  recordPlainContacts,
  saveAnswers,
  setUncountedAnswers,
  updateAttemptClock,
  upsertQuestions,
} from './aptitude-test.repository.ts';
import { questionBank } from './bank/question-bank.ts';
import { drawQuestionIds } from './draw-questions.ts';
import { isOverWithoutContact, nextCheckAt, type PauseRules, settleContact } from './pause-clock.ts';
import { testImageUrl } from './test-images.ts';

export const CLOSE_ATTEMPT_JOB = 'close-test-attempt';

/** What the test's services use: the database and the test's clock settings. */
type TestDeps = ServiceDeps<'db' | 'config'>;

const pauseRules = (deps: TestDeps): PauseRules => ({
  durationSeconds: deps.config.testDurationSeconds,
  ...deps.config.testPause,
});
/** The words for each question's picture: from the bank, which the release ships with the images. */
const imageDescriptions = new Map(
  questionBank.flatMap((question) =>
    question.imageDescription ? [[question.id, question.imageDescription]] : [],
  ),
);

export async function seedQuestionBank(db: Executor) {
  await upsertQuestions(
    db,
    questionBank.map((question) => ({ ...question, active: true })),
  );
}

/**
 * Closes and scores an open attempt and moves the applicant to TESTED, in the caller's
 * transaction. Does nothing to an attempt that is already closed.
 */
async function closeAndScore(
  tx: Executor,
  attempt: { id: string; applicantId: string },
  reason: 'submitted' | 'deadline' | 'stopped',
  at: Date,
  actorId?: string,
) {
  const closed = await closeAttempt(tx, attempt.id, reason, at);
  if (!closed) return;
  await moveApplication(tx, attempt.applicantId, {
    to: 'TESTED',
    action:
      reason === 'stopped' ? 'TEST_STOPPED' : reason === 'deadline' ? 'TEST_TIMED_OUT' : 'TEST_SUBMITTED',
    actorId,
    details: { attemptId: closed.id, score: closed.score, of: closed.questionIds.length },
    refusal: testErrors.cannotClose.message,
  });
}

const testStarted = 'Test started';

/**
 * Starts the one attempt: draws the questions, sets the deadline on the server clock and queues
 * the job that closes the attempt when time runs out. A repeated start while the attempt runs
 * answers as the first start did, so a double click costs nothing.
 */
export async function startTest(deps: TestDeps, applicantId: string) {
  return deps.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, applicantId);
    if (!applicant) throw notFound();
    const live = await findLiveAttempt(tx, applicantId);
    if (live && !live.attempt.closedAt && live.secondsLeft > 0) {
      return { message: testStarted, secondsLeft: live.secondsLeft };
    }
    if (live || applicant.applicationStatus !== 'QUESTIONNAIRE') {
      if (applicant.applicationStatus === 'APPLIED') {
        throw appError(testErrors.questionnaireFirst);
      }
      throw appError(testErrors.alreadyTested);
    }
    const questionIds = drawQuestionIds(await findActiveQuestionIds(tx));
    const attempt = await insertAttempt(
      tx,
      applicantId,
      questionIds,
      deps.config.testDurationSeconds,
      new Date(),
    );
    await moveApplication(tx, applicantId, {
      to: 'TESTING',
      action: 'TEST_STARTED',
      details: { attemptId: attempt.id },
      refusal: testErrors.alreadyTested.message,
    });
    await enqueueJob(tx, {
      kind: CLOSE_ATTEMPT_JOB,
      payload: { attemptId: attempt.id, applicantId },
      runAt: attempt.deadlineAt,
      uniqueKey: `${CLOSE_ATTEMPT_JOB}:${attempt.id}`,
    });
    return { message: testStarted, secondsLeft: deps.config.testDurationSeconds };
  });
}

/** Closes and scores an attempt over without contact, recording the last gap as a pause. */
async function closeOverdue(tx: Executor, attempt: Attempt, now: Date, rules: PauseRules) {
  const settled = settleContact(attempt, now, rules);
  await updateAttemptClock(tx, attempt.id, { ...settled, uncountedAnswers: attempt.uncountedAnswers });
  await closeAndScore(tx, attempt, 'deadline', now);
}

/**
 * Closes the attempt if it is over without contact (deadline plus the rest of the pause cap, or
 * the return window, passed), recording the last gap as a pause; otherwise, when `reschedule`,
 * queues the close job again for the first instant it could be over. The close job and the spec's
 * stop-test call use this.
 */
export async function closeTestIfTimedOut(
  deps: TestDeps,
  applicantId: string,
  now = new Date(),
  options: { reschedule?: boolean } = {},
) {
  const rules = pauseRules(deps);
  await deps.db.transaction(async (tx) => {
    const live = await findLiveAttempt(tx, applicantId, { lock: true });
    if (!live || live.attempt.closedAt) return;
    const { attempt } = live;
    if (isOverWithoutContact(attempt, now, rules)) {
      await closeOverdue(tx, attempt, now, rules);
    } else if (options.reschedule) {
      const runAt = nextCheckAt(attempt, rules);
      await enqueueJob(tx, {
        kind: CLOSE_ATTEMPT_JOB,
        payload: { attemptId: attempt.id, applicantId },
        runAt,
        uniqueKey: `${CLOSE_ATTEMPT_JOB}:${attempt.id}:${runAt.getTime()}`,
      });
    }
  });
}

/**
 * The spec's stop-test call from the applicant's own screen, for the caller's own e-mail only:
 * closes the attempt if its time is over and answers the user data that replaces the stored copy.
 */
export async function stopOwnTest(deps: TestDeps, principal: Principal, email: string) {
  if (principal.email !== email) throw forbidden();
  await closeTestIfTimedOut(deps, principal.userId);
  return loadUserData(deps.db, principal.userId);
}

/** Replaces the uncounted entries of these questions: the newest word on a question wins. */
function mergeUncounted(previous: UncountedAnswer[], counted: string[], refused: UncountedAnswer[]) {
  const changed = new Set([...counted, ...refused.map((entry) => entry.questionId)]);
  return [...previous.filter((entry) => !changed.has(entry.questionId)), ...refused];
}

/**
 * A test day's autosaves, a statement and a commit per batch of applicants (lib/batched-calls.ts):
 * measured at 3,000 takers, a statement per save left the database the bottleneck (decision 0097).
 * Four batches in flight leave most of the pool to everything else.
 */
const plainContactBatches = new WeakMap<Executor, (contact: PlainContact) => Promise<number | undefined>>();
function recordPlainContact(db: Executor, contact: PlainContact) {
  let record = plainContactBatches.get(db);
  if (!record) {
    record = batchedCalls((contacts: PlainContact[]) => recordPlainContacts(db, contacts), {
      keyOf: (c) => c.applicantId,
      inFlight: 4,
      maxBatch: 500,
    });
    plainContactBatches.set(db, record);
  }
  return record(contact);
}

/**
 * One contact from the running test (heartbeat, answer, load, submit), in one transaction on the
 * locked attempt: settles the gap since the last contact (a pause moves the deadline), saves the
 * answers chosen in the applicant's counted time, records the others as uncounted, and closes the
 * attempt when its time is over. An answer without `elapsedSeconds` counts as chosen now.
 */
async function recordContact(
  deps: TestDeps,
  applicantId: string,
  answers: SaveAnswerInput[],
  now: Date,
): Promise<HeartbeatResponse> {
  const rules = pauseRules(deps);
  // Nearly every contact has no gap to settle and nothing to refuse: one statement does it, shared
  // with the other applicants' contacts of the moment.
  const secondsLeft = await recordPlainContact(deps.db, {
    applicantId,
    at: now,
    answers,
    durationSeconds: rules.durationSeconds,
    gapSeconds: rules.gapSeconds,
  });
  if (secondsLeft !== undefined) {
    return {
      secondsLeft,
      completed: false,
      acknowledged: answers.map((a) => a.questionId),
      uncounted: [],
    };
  }
  return deps.db.transaction(async (tx) => {
    const live = await findLiveAttempt(tx, applicantId, { lock: true });
    if (!live) throw appError(testErrors.noTestRunning);
    const { attempt } = live;
    if (attempt.closedReason === 'stopped') throw appError(testErrors.stoppedBySchool);
    const foreign = answers.find((a) => !attempt.questionIds.includes(a.questionId));
    if (foreign) throw appError(testErrors.questionNotInTest, { questionId: foreign.questionId });
    const questions = await findQuestionsWithoutAnswers(
      tx,
      answers.map((a) => a.questionId),
    );
    const optionsOf = new Map(questions.map((q) => [q.id, q.options]));
    const invalid = answers.find((a) => !optionsOf.get(a.questionId)?.includes(a.answer));
    if (invalid) throw appError(testErrors.notAnOption, { questionId: invalid.questionId });

    // Over before this contact came (past the deadline plus the cap, or the window): closed as the
    // close job would have, so what it carries is judged the same whether or not the job ran first.
    const overdue = !attempt.closedAt && isOverWithoutContact(attempt, now, rules);
    if (overdue) await closeOverdue(tx, attempt, now, rules);
    if (attempt.closedAt || overdue) {
      // What reaches a closed attempt is listed, unless the server already holds that answer.
      const saved = await findAnswers(tx, attempt.id);
      const late = answers
        .filter((a) => saved[a.questionId] !== a.answer)
        .map((a) => ({ questionId: a.questionId, reason: 'after-close' as const }));
      const uncounted = mergeUncounted(attempt.uncountedAnswers, [], late);
      if (late.length > 0) await setUncountedAnswers(tx, attempt.id, uncounted);
      return { secondsLeft: 0, completed: true, acknowledged: [], uncounted };
    }
    const settled = settleContact(attempt, now, rules);
    const inTime = (a: SaveAnswerInput) =>
      a.elapsedSeconds === undefined ? !settled.over : a.elapsedSeconds <= settled.answerTimeLimit;
    const counted = answers.filter(inTime);
    const refused = answers
      .filter((a) => !inTime(a))
      .map((a) => ({ questionId: a.questionId, reason: 'after-time' as const }));
    const acknowledged = counted.map((a) => a.questionId);
    const uncounted = mergeUncounted(attempt.uncountedAnswers, acknowledged, refused);
    await saveAnswers(tx, attempt.id, counted, now);
    await updateAttemptClock(tx, attempt.id, { ...settled, lastContactAt: now, uncountedAnswers: uncounted });
    if (settled.over) await closeAndScore(tx, attempt, 'deadline', now);
    return {
      secondsLeft: settled.secondsLeft,
      completed: settled.over,
      acknowledged,
      uncounted,
    } satisfies HeartbeatResponse;
  });
}

/** The running test's heartbeat: contact, with the answers the browser has not had acknowledged. */
export async function heartbeat(
  deps: TestDeps,
  applicantId: string,
  answers: SaveAnswerInput[],
  now = new Date(),
): Promise<HeartbeatResponse> {
  return recordContact(deps, applicantId, answers, now);
}

export async function getRunningTest(
  deps: TestDeps,
  applicantId: string,
  now = new Date(),
): Promise<RunningTest> {
  const live = await findLiveAttempt(deps.db, applicantId);
  if (!live) throw appError(testErrors.noTestRunning);
  // Loading the test is contact: the applicant is back.
  if (!live.attempt.closedAt) await recordContact(deps, applicantId, [], now);
  const attempt = (await findLiveAttempt(deps.db, applicantId))?.attempt ?? live.attempt;
  const byId = new Map(
    (await findQuestionsWithoutAnswers(deps.db, attempt.questionIds)).map((q) => [q.id, q]),
  );
  return {
    attemptId: attempt.id,
    total: attempt.questionIds.length,
    questions: attempt.questionIds.flatMap((id) => {
      const question = byId.get(id);
      return question
        ? [{ ...question, image: testImageUrl(question.image), imageDescription: imageDescriptions.get(id) }]
        : [];
    }),
    answers: await findAnswers(deps.db, attempt.id),
    secondsLeft: attempt.closedAt
      ? 0
      : Math.max(0, Math.ceil((attempt.deadlineAt.getTime() - now.getTime()) / 1000)),
    deadline: attempt.deadlineAt.toISOString(),
    durationSeconds: deps.config.testDurationSeconds,
    completed: attempt.closedAt !== null,
    stopped: attempt.closedReason === 'stopped',
    uncounted: attempt.uncountedAnswers,
  };
}

export async function saveTestAnswer(
  deps: TestDeps,
  applicantId: string,
  answer: SaveAnswerInput,
  now = new Date(),
) {
  const result = await recordContact(deps, applicantId, [answer], now);
  if (!result.acknowledged.includes(answer.questionId)) throw appError(testErrors.answerTooLate);
  return { saved: true as const, secondsLeft: result.secondsLeft };
}

/**
 * Submits the attempt: saves any answers the browser had not sent yet (while time is left),
 * then closes and scores it. A second submit is answered the same.
 */
export async function submitTest(
  deps: TestDeps,
  applicantId: string,
  unsent: Record<string, string>,
  now = new Date(),
) {
  const live = await findLiveAttempt(deps.db, applicantId);
  if (!live) throw appError(testErrors.noTestRunning);
  // Sent at a later log-in, after the attempt closed, the answers are still told apart: those the
  // server lacks are listed uncounted rather than dropped without a word.
  if (live.attempt.closedReason !== 'stopped') {
    // An answer refused as chosen in paused time is not counted through the spec's body either.
    const refused = new Set(live.attempt.uncountedAnswers.map((entry) => entry.questionId));
    const answers = Object.entries(unsent)
      .filter(([questionId]) => live.attempt.questionIds.includes(questionId) && !refused.has(questionId))
      .map(([questionId, answer]) => ({ questionId, answer }));
    const result = await recordContact(deps, applicantId, answers, now).catch((error: unknown) => {
      // A stale or invalid answer in the spec's body must not stop the submit.
      if (error instanceof AppError && error.statusCode === 400)
        return recordContact(deps, applicantId, [], now);
      throw error;
    });
    if (!result.completed) {
      await deps.db.transaction(async (tx) => {
        const locked = await findLiveAttempt(tx, applicantId, { lock: true });
        if (locked && !locked.attempt.closedAt) await closeAndScore(tx, locked.attempt, 'submitted', now);
      });
    }
  }
  return { success: true as const, message: testAnswers.submitted };
}

async function findApplicantIdByEmail(db: Executor, email: string) {
  const user = await findUserByEmail(db, email);
  if (user?.role !== 'APPLICANT') throw appError(recordsErrors.noSuchApplicant);
  return user.id;
}

/** An admin's Stop Test: closes and scores a running attempt now. */
export async function stopTestByAdmin(deps: TestDeps, email: string, actorId: string) {
  await deps.db.transaction(async (tx) => {
    const applicantId = await findApplicantIdByEmail(tx, email);
    const live = await findLiveAttempt(tx, applicantId, { lock: true });
    if (!live || live.attempt.closedAt) throw appError(testErrors.applicantNotTesting);
    await closeAndScore(tx, live.attempt, 'stopped', new Date(), actorId);
    await insertAudit(tx, { actorId, action: 'TEST_STOPPED', subject: email });
  });
  return { message: messages.testStopped };
}

/** An admin's Undo Test: the attempt stays in the log, and the applicant may sit the test again. */
export async function resetTestByAdmin(deps: TestDeps, email: string, actorId: string) {
  await deps.db.transaction(async (tx) => {
    const applicantId = await findApplicantIdByEmail(tx, email);
    const live = await findLiveAttempt(tx, applicantId, { lock: true });
    if (!live) throw appError(testErrors.applicantNotTested);
    await closeAttempt(tx, live.attempt.id, 'stopped', new Date());
    await markAttemptReset(tx, live.attempt.id);
    await moveApplication(tx, applicantId, {
      to: 'QUESTIONNAIRE',
      action: 'TEST_RESET',
      actorId,
      details: {
        attemptId: live.attempt.id,
        score: live.attempt.score,
        closedReason: live.attempt.closedReason,
      },
      refusal: testErrors.cannotUndo.message,
    });
    await insertAudit(tx, { actorId, action: 'TEST_RESET', subject: email });
  });
  return { message: messages.canRetakeTest };
}
