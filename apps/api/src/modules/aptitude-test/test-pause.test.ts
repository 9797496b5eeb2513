import { errorCodes } from '@intake/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantStateOf,
  bearer,
  createApplicantWithPassword,
  createStaff,
  logIn,
  setApplicationStatus,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { jobs, testAttempts, testQuestions, users } from '../../db/schema/index.ts';
import { closeTestIfTimedOut, getRunningTest, heartbeat, submitTest } from './aptitude-test.service.ts';

// A fake clock: every call gets `now` = the attempt's start plus the seconds a test names;
// the defaults are the README's: a 20 s gap, a 600 s cap, a 1,800 s window, a 900 s test.
let app: FastifyInstance;
let adminAuth: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  const admin = await createStaff(app, 'ADMIN');
  adminAuth = bearer((await logIn(app, admin.email, admin.password)).json().accessToken);
});
afterAll(() => app.close());

/** A started attempt, its questions with their keys, and the fake clock `at(seconds after start)`. */
async function startedAttempt() {
  const applicant = await createApplicantWithPassword(app);
  await setApplicationStatus(app, applicant.email, 'QUESTIONNAIRE');
  await app.inject({ method: 'POST', url: '/api/applicant/startTest', headers: applicant.auth });
  const [row] = await app.db
    .select({ applicantId: testAttempts.applicantId, attempt: testAttempts })
    .from(testAttempts)
    .innerJoin(users, eq(users.id, testAttempts.applicantId))
    .where(eq(users.email, applicant.email));
  if (!row) throw new Error('no attempt');
  const keys = await app.db
    .select({ id: testQuestions.id, answer: testQuestions.answer, options: testQuestions.options })
    .from(testQuestions)
    .where(inArray(testQuestions.id, row.attempt.questionIds));
  const questions = row.attempt.questionIds.map((id) => {
    const key = keys.find((k) => k.id === id);
    if (!key) throw new Error('no key');
    return key;
  });
  const startedAt = row.attempt.lastContactAt.getTime();
  const at = (seconds: number) => new Date(startedAt + seconds * 1000);
  return { ...applicant, applicantId: row.applicantId, attemptId: row.attempt.id, questions, at };
}

/** Heartbeats every 15 s (never a pause) from the start until `seconds`. */
async function stayInContactUntil(t: { applicantId: string; at: (s: number) => Date }, seconds: number) {
  for (let second = 15; second < seconds; second += 15) await heartbeat(app, t.applicantId, [], t.at(second));
  await heartbeat(app, t.applicantId, [], t.at(seconds));
}

const attemptRow = async (attemptId: string) =>
  (await app.db.select().from(testAttempts).where(eq(testAttempts.id, attemptId)))[0];

const right = (q: { id: string; answer: string }, elapsedSeconds?: number) => ({
  questionId: q.id,
  answer: q.answer,
  elapsedSeconds,
});

describe('the pause, on the server clock', () => {
  it('does not count a gap no longer than the pause gap', async () => {
    const t = await startedAttempt();
    await heartbeat(app, t.applicantId, [], t.at(10));
    const beat = await heartbeat(app, t.applicantId, [], t.at(30));
    expect(beat.secondsLeft).toBe(900 - 30);
    expect((await attemptRow(t.attemptId))?.pauses).toEqual([]);
  });

  it('counts a longer gap as paused from the last contact and moves the deadline, across a restart', async () => {
    const t = await startedAttempt();
    await heartbeat(app, t.applicantId, [], t.at(10));
    // The process that saw the last contact is gone; another one sees the return.
    const other = await buildTestApp();
    const beat = await heartbeat(other, t.applicantId, [], t.at(70));
    await other.close();
    expect(beat.secondsLeft).toBe(900 - 10);
    const row = await attemptRow(t.attemptId);
    expect(row?.pauses).toEqual([{ startedAt: t.at(10).toISOString(), seconds: 60, countedSeconds: 60 }]);
    expect(row?.deadlineAt.getTime()).toBe(t.at(960).getTime());
    expect((await getRunningTest(app, t.applicantId, t.at(80))).secondsLeft).toBe(880);
  });

  it('moves the deadline by at most the cap per attempt', async () => {
    const t = await startedAttempt();
    await heartbeat(app, t.applicantId, [], t.at(10));
    expect((await heartbeat(app, t.applicantId, [], t.at(710))).secondsLeft).toBe(900 - 10 - 100);
    await heartbeat(app, t.applicantId, [], t.at(720));
    // The cap is used up: a second long gap is recorded but moves nothing.
    expect((await heartbeat(app, t.applicantId, [], t.at(820))).secondsLeft).toBe(1500 - 820);
    const row = await attemptRow(t.attemptId);
    expect(row?.pausedSeconds).toBe(600);
    expect(row?.pauses.map((p) => [p.seconds, p.countedSeconds])).toEqual([
      [700, 600],
      [100, 0],
    ]);
  });

  it('closes and scores an attempt left past the deadline plus the rest of the cap, not before', async () => {
    const t = await startedAttempt();
    const [first] = t.questions;
    if (!first) throw new Error('no question');
    await heartbeat(app, t.applicantId, [right(first, 5)], t.at(5));
    await stayInContactUntil(t, 890);
    // At the deadline the applicant may be in a gap that turns into a pause: nothing closes.
    await closeTestIfTimedOut(app, t.applicantId, t.at(901), { reschedule: true });
    expect((await attemptRow(t.attemptId))?.closedAt).toBeNull();
    const [next] = await app.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.uniqueKey, `close-test-attempt:${t.attemptId}:${t.at(1500).getTime()}`));
    expect(next?.runAt.getTime()).toBe(t.at(1500).getTime());
    await closeTestIfTimedOut(app, t.applicantId, t.at(1500));
    const row = await attemptRow(t.attemptId);
    expect(row).toMatchObject({ closedReason: 'deadline', score: 1, pausedSeconds: 600 });
    expect((await applicantStateOf(app, t.email))?.status).toBe('TESTED');
  });

  it('closes an attempt whose applicant does not return within the window', async () => {
    const roomy = await buildTestApp({ TEST_PAUSE_CAP_SECONDS: '3600' });
    try {
      const t = await startedAttempt();
      await heartbeat(roomy, t.applicantId, [], t.at(100));
      await closeTestIfTimedOut(roomy, t.applicantId, t.at(100 + 1799));
      expect((await attemptRow(t.attemptId))?.closedAt).toBeNull();
      await closeTestIfTimedOut(roomy, t.applicantId, t.at(100 + 1802));
      expect(await attemptRow(t.attemptId)).toMatchObject({ closedReason: 'deadline' });
    } finally {
      await roomy.close();
    }
  });

  it('closes at the deadline when the applicant is in contact (a short gap is no pause)', async () => {
    const t = await startedAttempt();
    await stayInContactUntil(t, 890);
    const beat = await heartbeat(app, t.applicantId, [], t.at(905));
    expect(beat).toMatchObject({ completed: true, secondsLeft: 0 });
    expect(await attemptRow(t.attemptId)).toMatchObject({ closedReason: 'deadline', pausedSeconds: 0 });
  });
});

describe("the issue's 15-minute cut, at the real settings", () => {
  it('mid-test: the cap is paused, the rest of the cut comes off the time left', async () => {
    const t = await startedAttempt();
    await stayInContactUntil(t, 450);
    const beat = await heartbeat(app, t.applicantId, [], t.at(450 + 900));
    expect(beat).toMatchObject({ completed: false, secondsLeft: 450 - (900 - 600) });
  });

  it('at the last question: closed and scored at the deadline plus the cap, what came later listed', async () => {
    const t = await startedAttempt();
    const [first, last] = [t.questions[0], t.questions.at(-1)];
    if (!first || !last) throw new Error('no questions');
    await heartbeat(app, t.applicantId, [right(first, 5)], t.at(5));
    await stayInContactUntil(t, 850);
    // The last answer is chosen at 852 s, and the connection drops before it is sent.
    await closeTestIfTimedOut(app, t.applicantId, t.at(850 + 649), { reschedule: true });
    expect((await attemptRow(t.attemptId))?.closedAt).toBeNull();
    await closeTestIfTimedOut(app, t.applicantId, t.at(900 + 600), { reschedule: true });
    expect(await attemptRow(t.attemptId)).toMatchObject({ closedReason: 'deadline', score: 1 });
    const back = await heartbeat(app, t.applicantId, [right(last, 852)], t.at(850 + 900));
    expect(back).toMatchObject({
      completed: true,
      uncounted: [{ questionId: last.id, reason: 'after-close' }],
    });
    expect(await attemptRow(t.attemptId)).toMatchObject({ score: 1 });
  });
});

describe('answers sent after a cut', () => {
  it('counts answers chosen in the applicant time and refuses those chosen while paused', async () => {
    const t = await startedAttempt();
    const [first, second] = t.questions;
    if (!first || !second) throw new Error('no questions');
    await stayInContactUntil(t, 100);
    // Back after 300 s: one answer chosen 10 s after the last contact, one 30 s after it.
    const beat = await heartbeat(app, t.applicantId, [right(first, 110), right(second, 130)], t.at(400));
    expect(beat.acknowledged).toEqual([first.id]);
    expect(beat.uncounted).toEqual([{ questionId: second.id, reason: 'after-time' }]);
    expect((await getRunningTest(app, t.applicantId, t.at(401))).uncounted).toEqual(beat.uncounted);
    // Chosen again now, online, it counts and is no longer listed.
    const again = await heartbeat(app, t.applicantId, [right(second, 101)], t.at(405));
    expect(again).toMatchObject({ acknowledged: [second.id], uncounted: [] });
  });

  it('judges answers returning after the attempt was over alike, whether or not the close job ran first', async () => {
    const [late, closedFirst] = [await startedAttempt(), await startedAttempt()];
    for (const t of [late, closedFirst]) await stayInContactUntil(t, 700);
    // Past the deadline plus the cap (900 + 600 s): the attempt was over before the return.
    await closeTestIfTimedOut(app, closedFirst.applicantId, closedFirst.at(1500));
    for (const t of [late, closedFirst]) {
      const [first] = t.questions;
      if (!first) throw new Error('no question');
      const beat = await heartbeat(app, t.applicantId, [right(first, 705)], t.at(1600));
      expect(beat).toMatchObject({ completed: true, acknowledged: [] });
      expect(beat.uncounted).toEqual([{ questionId: first.id, reason: 'after-close' }]);
      expect(await attemptRow(t.attemptId)).toMatchObject({ score: 0, closedReason: 'deadline' });
    }
  });

  it('counts answers chosen before the cut when the return ends a short gap after the deadline', async () => {
    const t = await startedAttempt();
    const [first] = t.questions;
    if (!first) throw new Error('no question');
    await stayInContactUntil(t, 895);
    const beat = await heartbeat(app, t.applicantId, [right(first, 897)], t.at(910));
    expect(beat).toMatchObject({ completed: true, acknowledged: [first.id], uncounted: [] });
    expect(await attemptRow(t.attemptId)).toMatchObject({ score: 1, closedReason: 'deadline' });
  });

  it('records answers that reach a closed attempt as uncounted, and tells the applicant', async () => {
    const t = await startedAttempt();
    const [first] = t.questions;
    if (!first) throw new Error('no question');
    await submitTest(app, t.applicantId, {}, t.at(60));
    const beat = await heartbeat(app, t.applicantId, [right(first, 50)], t.at(70));
    expect(beat).toMatchObject({ completed: true, acknowledged: [] });
    expect(beat.uncounted).toEqual([{ questionId: first.id, reason: 'after-close' }]);
    expect((await getRunningTest(app, t.applicantId, t.at(80))).uncounted).toEqual(beat.uncounted);
  });
});

describe('a result sent at a later log-in', () => {
  it('lists the answers a closed attempt lacks as uncounted instead of dropping them unsaid', async () => {
    const t = await startedAttempt();
    const [first, second] = t.questions;
    if (!first || !second) throw new Error('no questions');
    await heartbeat(app, t.applicantId, [right(first, 5)], t.at(5));
    await closeTestIfTimedOut(app, t.applicantId, t.at(5 + 1802));
    const answer = await submitTest(
      app,
      t.applicantId,
      { [first.id]: first.answer, [second.id]: second.answer },
      t.at(2000),
    );
    expect(answer.success).toBe(true);
    expect((await attemptRow(t.attemptId))?.uncountedAnswers).toEqual([
      { questionId: second.id, reason: 'after-close' },
    ]);
  });
});

describe('POST /api/applicant/test/heartbeat', () => {
  const beat = (auth: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/applicant/test/heartbeat', headers: auth, payload });

  it('saves the unacknowledged answers and answers the seconds left', async () => {
    const t = await startedAttempt();
    const [first] = t.questions;
    if (!first) throw new Error('no question');
    const answer = await beat(t.auth, { answers: [right(first, 3)] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ completed: false, acknowledged: [first.id], uncounted: [] });
    expect(answer.json().secondsLeft).toBeGreaterThan(890);
    expect((await beat(t.auth, {})).statusCode).toBe(200);
  });

  it('refuses an answer that is not an option, and staff and strangers', async () => {
    const t = await startedAttempt();
    const [first] = t.questions;
    if (!first) throw new Error('no question');
    const bad = await beat(t.auth, { answers: [{ questionId: first.id, answer: 'not an option' }] });
    expect(bad.statusCode).toBe(400);
    expect((await beat(adminAuth, {})).statusCode).toBe(403);
    expect((await beat({}, {})).statusCode).toBe(401);
  });

  it('answers 409 TEST_STOPPED once an admin stopped the test', async () => {
    const t = await startedAttempt();
    await app.inject({ method: 'DELETE', url: `/api/applicant/stopTest/${t.email}`, headers: adminAuth });
    const answer = await beat(t.auth, {});
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe(errorCodes.testStopped);
  });
});

describe("staff's view of the attempt", () => {
  it('lists each pause and the time actually used', async () => {
    const t = await startedAttempt();
    const [first] = t.questions;
    if (!first) throw new Error('no question');
    await heartbeat(app, t.applicantId, [], t.at(10));
    await heartbeat(app, t.applicantId, [], t.at(70));
    // Chosen 35 s into the applicant's time, 25 s after the last contact: in the pause.
    await heartbeat(app, t.applicantId, [right(first, 35)], t.at(85));
    await submitTest(app, t.applicantId, {}, t.at(95));
    const profile = await app.inject({
      method: 'GET',
      url: `/api/elder/getApplicantByEmail/${t.email}/`,
      headers: adminAuth,
    });
    const test = profile.json().applicantDocument.aptitudeTest;
    expect(test.pauses).toEqual([{ startedAt: t.at(10).toISOString(), seconds: 60, countedSeconds: 60 }]);
    expect(test.usedSeconds).toBe(35);
    expect(test.uncountedAnswers).toEqual([{ questionId: first.id, reason: 'after-time' }]);
  });
});
