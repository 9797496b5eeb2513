import { errorCodes, messages, type RunningTest } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest, notFound, wrongState } from '../../lib/app-error.ts';
import { insertAudit } from '../admin/admin.repository.ts';
import { lockApplicant } from '../applicants/applicants.repository.ts';
import { moveApplication } from '../applicants/application-status.service.ts';
import { findUserByEmail } from '../auth/users.repository.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import {
  closeAttempt,
  findActiveQuestionIds,
  findAnswers,
  findLiveAttempt,
  findQuestionsWithoutAnswers,
  insertAttempt,
  markAttemptReset,
  saveAnswer,
  upsertQuestions,
} from './aptitude-test.repository.ts';
import { questionBank } from './bank/question-bank.ts';
import { drawQuestionIds } from './draw-questions.ts';
import { testImageUrl } from './test-images.ts';

export const CLOSE_ATTEMPT_JOB = 'close-test-attempt';

const alreadyTested = () => new AppError(400, 'ALREADY_TESTED', messages.alreadyTested);
const noTestRunning = () => wrongState('You have no test in progress.');
/** The words for each question's picture: from the bank, which the release ships with the images. */
const imageDescriptions = new Map(
  questionBank.flatMap((question) =>
    question.imageDescription ? [[question.id, question.imageDescription]] : [],
  ),
);
const testStoppedBySchool = () => new AppError(409, errorCodes.testStopped, messages.testStoppedBySchool);

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
  actorId?: string,
) {
  const closed = await closeAttempt(tx, attempt.id, reason);
  if (!closed) return;
  await moveApplication(tx, attempt.applicantId, {
    to: 'TESTED',
    action:
      reason === 'stopped' ? 'TEST_STOPPED' : reason === 'deadline' ? 'TEST_TIMED_OUT' : 'TEST_SUBMITTED',
    actorId,
    details: { attemptId: closed.id, score: closed.score, of: closed.questionIds.length },
    refusal: 'The test cannot be closed in this state.',
  });
}

const testStarted = 'Test started';

/**
 * Starts the one attempt: draws the questions, sets the deadline on the server clock and queues
 * the job that closes the attempt when time runs out. A repeated start while the attempt runs
 * answers as the first start did, so a double click costs nothing.
 */
export async function startTest(app: FastifyInstance, applicantId: string) {
  return app.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, applicantId);
    if (!applicant) throw notFound();
    const live = await findLiveAttempt(tx, applicantId);
    if (live && !live.attempt.closedAt && live.secondsLeft > 0) {
      return { message: testStarted, secondsLeft: live.secondsLeft };
    }
    if (live || applicant.applicationStatus !== 'QUESTIONNAIRE') {
      if (applicant.applicationStatus === 'APPLIED') {
        throw wrongState('Please fill the questionnaire before you take the test.');
      }
      throw alreadyTested();
    }
    const questionIds = drawQuestionIds(await findActiveQuestionIds(tx));
    const attempt = await insertAttempt(tx, applicantId, questionIds, app.config.testDurationSeconds);
    await moveApplication(tx, applicantId, {
      to: 'TESTING',
      action: 'TEST_STARTED',
      details: { attemptId: attempt.id },
      refusal: messages.alreadyTested,
    });
    await enqueueJob(tx, {
      kind: CLOSE_ATTEMPT_JOB,
      payload: { attemptId: attempt.id, applicantId },
      runAt: attempt.deadlineAt,
      uniqueKey: `${CLOSE_ATTEMPT_JOB}:${attempt.id}`,
    });
    return { message: testStarted, secondsLeft: app.config.testDurationSeconds };
  });
}

/** Closes the attempt if its time has run out; the job does this too, this covers a late job. */
async function closeIfTimedOut(app: FastifyInstance, applicantId: string) {
  await app.db.transaction(async (tx) => {
    const live = await findLiveAttempt(tx, applicantId, { lock: true });
    if (live && !live.attempt.closedAt && live.secondsLeft === 0)
      await closeAndScore(tx, live.attempt, 'deadline');
  });
}

export async function getRunningTest(app: FastifyInstance, applicantId: string): Promise<RunningTest> {
  await closeIfTimedOut(app, applicantId);
  const live = await findLiveAttempt(app.db, applicantId);
  if (!live) throw noTestRunning();
  const { attempt } = live;
  const byId = new Map(
    (await findQuestionsWithoutAnswers(app.db, attempt.questionIds)).map((q) => [q.id, q]),
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
    answers: await findAnswers(app.db, attempt.id),
    secondsLeft: attempt.closedAt ? 0 : live.secondsLeft,
    deadline: attempt.deadlineAt.toISOString(),
    completed: attempt.closedAt !== null,
    stopped: attempt.closedReason === 'stopped',
  };
}

export async function saveTestAnswer(
  app: FastifyInstance,
  applicantId: string,
  questionId: string,
  answer: string,
) {
  const saved = await saveAnswer(app.db, applicantId, questionId, answer);
  if (saved) return { saved: true as const, secondsLeft: saved.secondsLeft };
  // Nothing was saved: say why.
  const live = await findLiveAttempt(app.db, applicantId);
  if (!live) throw noTestRunning();
  if (live.attempt.closedReason === 'stopped') throw testStoppedBySchool();
  if (live.attempt.closedAt || live.secondsLeft === 0) {
    await closeIfTimedOut(app, applicantId);
    throw wrongState('Your test has ended; this answer was not saved.');
  }
  if (!live.attempt.questionIds.includes(questionId))
    throw badRequest('This question is not part of your test.');
  throw badRequest('Choose one of the options of this question.');
}

/**
 * Submits the attempt: saves any answers the browser had not sent yet (while time is left),
 * then closes and scores it. A second submit is answered the same.
 */
export async function submitTest(app: FastifyInstance, applicantId: string, unsent: Record<string, string>) {
  const live = await findLiveAttempt(app.db, applicantId);
  if (!live) throw noTestRunning();
  if (!live.attempt.closedAt && live.secondsLeft > 0) {
    for (const [questionId, answer] of Object.entries(unsent)) {
      if (live.attempt.questionIds.includes(questionId))
        await saveAnswer(app.db, applicantId, questionId, answer);
    }
  }
  await app.db.transaction(async (tx) => {
    const locked = await findLiveAttempt(tx, applicantId, { lock: true });
    if (locked && !locked.attempt.closedAt) {
      await closeAndScore(tx, locked.attempt, locked.secondsLeft === 0 ? 'deadline' : 'submitted');
    }
  });
  return { success: true as const, message: 'Test submitted' };
}

/** The deadline job, and the spec's stop-test call: closes and scores the attempt once its time is over. */
export const closeTestIfTimedOut = closeIfTimedOut;

async function findApplicantIdByEmail(db: Executor, email: string) {
  const user = await findUserByEmail(db, email);
  if (user?.role !== 'APPLICANT') throw notFound('No applicant has this e-mail address.');
  return user.id;
}

/** An admin's Stop Test: closes and scores a running attempt now. */
export async function stopTestByAdmin(app: FastifyInstance, email: string, actorId: string) {
  await app.db.transaction(async (tx) => {
    const applicantId = await findApplicantIdByEmail(tx, email);
    const live = await findLiveAttempt(tx, applicantId, { lock: true });
    if (!live || live.attempt.closedAt) throw wrongState('This applicant has no test in progress.');
    await closeAndScore(tx, live.attempt, 'stopped', actorId);
    await insertAudit(tx, { actorId, action: 'TEST_STOPPED', subject: email });
  });
  return { message: messages.testStopped };
}

/** An admin's Undo Test: the attempt stays in the log, and the applicant may sit the test again. */
export async function resetTestByAdmin(app: FastifyInstance, email: string, actorId: string) {
  await app.db.transaction(async (tx) => {
    const applicantId = await findApplicantIdByEmail(tx, email);
    const live = await findLiveAttempt(tx, applicantId, { lock: true });
    if (!live) throw wrongState('This applicant has not taken the test.');
    await closeAttempt(tx, live.attempt.id, 'stopped');
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
      refusal: 'Only a test in progress or a finished test can be undone.',
    });
    await insertAudit(tx, { actorId, action: 'TEST_RESET', subject: email });
  });
  return { message: messages.canRetakeTest };
}
