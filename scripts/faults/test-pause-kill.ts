// Fault 5 (issue 20.7): kill -9 of the server while an applicant's test is paused. The applicant
// answers, loses the connection (no more heartbeats), the server process dies during the pause and
// starts again on the same data; then the applicant's screen gets through again. The pause counts
// from the last contact the dead process recorded, the answers acknowledged before the cut are
// kept, one chosen just before the cut and sent on return counts, and the deadline moves by the
// paused seconds.
import type {
  HeartbeatResponse,
  RunningTest,
  SaveAnswerInput,
  TestPause,
  TestQuestion,
} from '@intake/contracts/aptitude-test';
import { seedTestTakers } from '@intake/test-kit';
import pg from 'pg';
import {
  checklist,
  oneRow,
  reportScenario,
  scenarioOnPostgres,
  seconds,
  sleep,
  startFaultPortal,
} from './lib.ts';

const NAME = 'kill -9 during a test pause';
// Scaled pause rules (the 20 s gap becomes the smallest the portal accepts), so the run is short.
const RULES = {
  TEST_SECONDS: '120',
  TEST_PAUSE_GAP_SECONDS: '5',
  TEST_PAUSE_CAP_SECONDS: '60',
  TEST_RESUME_WINDOW_SECONDS: '300',
};
const SILENT_BEFORE_KILL_MS = 7_000;

const { databaseUrl, dataDir } = await scenarioOnPostgres('pause');
const env = { DATABASE_URL: databaseUrl, ...RULES };
let portal = await startFaultPortal(env, dataDir);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const list = checklist();
const { check, checks } = list;
/** The attempt's row as the database holds it. */
interface AttemptRow {
  last_contact_at: Date;
  deadline_at: Date;
  paused_seconds: number;
  pauses: TestPause[];
  closed_at: Date | null;
}
const attemptRow = (id: string) =>
  oneRow<AttemptRow>(
    db,
    'select last_contact_at, deadline_at, paused_seconds, pauses, uncounted_answers, closed_at from test_attempts where id = $1',
    [id],
  );
try {
  const [taker] = await seedTestTakers(db, 1, 'paused');
  if (!taker) throw new Error('no taker seeded');
  const beat = (answers: SaveAnswerInput[]) =>
    portal.request('POST', '/api/applicant/test/heartbeat', taker.token, { answers }).then((r) => ({
      status: r.status,
      ...(JSON.parse(r.body) as HeartbeatResponse),
    }));
  await portal.json('POST', '/api/applicant/startTest', taker.token);
  const test = await portal.json<RunningTest>('GET', '/api/applicant/test', taker.token);
  const [q1, q2, q3] = test.questions;
  if (!q1 || !q2 || !q3) throw new Error('the test has fewer than three questions');
  const answer = (q: TestQuestion, elapsedSeconds: number, option = 0): SaveAnswerInput => ({
    questionId: q.id,
    answer: q.options[option] ?? '',
    elapsedSeconds,
  });

  // Two answers acknowledged; then a third chosen, and the connection drops before it is sent.
  await sleep(2_000);
  const first = await beat([answer(q1, 1), answer(q2, 2)]);
  const before = await attemptRow(test.attemptId);
  const usedAtCut = Number(RULES.TEST_SECONDS) - first.secondsLeft;
  await sleep(SILENT_BEFORE_KILL_MS);
  await portal.kill9();
  const killedAt = Date.now();
  portal = await startFaultPortal(env, dataDir);
  const restartedAt = Date.now();

  // Back: the answer chosen just before the cut, and one claiming time deep in the pause.
  const back = await beat([answer(q3, usedAtCut + 1), answer(q1, usedAtCut + 20, 1)]);
  const returnedAt = Date.now();
  const after = await attemptRow(test.attemptId);
  const pause = after.pauses.at(-1);
  const saved = (await portal.json<RunningTest>('GET', '/api/applicant/test', taker.token)).answers;
  const stored = Object.keys(saved);
  const gap = (returnedAt - before.last_contact_at.getTime()) / 1000;
  const moved = (after.deadline_at.getTime() - before.deadline_at.getTime()) / 1000;
  const expectedLeft = (after.deadline_at.getTime() - returnedAt) / 1000;
  console.log(
    `  cut after ${usedAtCut} s; kill -9 ${seconds(SILENT_BEFORE_KILL_MS)} s into the pause, back up ` +
      `${seconds(restartedAt - killedAt)} s later; contact returned ${seconds(gap * 1000)} s after the last one`,
  );
  console.log(
    `  pause ${JSON.stringify(pause)}, deadline moved ${moved} s, ${back.secondsLeft} s left ` +
      `(deadline says ${expectedLeft.toFixed(1)}), answers ${stored.length}, uncounted ${JSON.stringify(back.uncounted)}`,
  );
  check('the contact after the restart is answered', back.status === 200 && back.completed === false);
  check('one pause, from the last contact before the kill', after.pauses.length === 1);
  check('the pause starts at that last contact', pause?.startedAt === before.last_contact_at.toISOString());
  check(
    'the pause lasts until the contact returned',
    pause !== undefined && Math.abs(pause.seconds - gap) <= 1.5,
  );
  check('the deadline moved by the counted pause', moved === pause?.countedSeconds && moved > 0);
  check('seconds left follow the moved deadline', Math.abs(back.secondsLeft - expectedLeft) <= 2);
  check('the time before the cut is not given back', back.secondsLeft <= first.secondsLeft + 1);
  check(
    'answers acknowledged before the cut are kept, the one chosen before it counts',
    [q1.id, q2.id, q3.id].every((id) => stored.includes(id)) && back.acknowledged.includes(q3.id),
  );
  check(
    'an answer claiming paused time is listed, not counted',
    back.uncounted.length === 1 && back.uncounted[0]?.questionId === q1.id && saved[q1.id] === q1.options[0],
  );
  check('the attempt stays open', after.closed_at === null);

  reportScenario(
    NAME,
    list.ok,
    `kill -9 ${seconds(SILENT_BEFORE_KILL_MS)} s into a pause; after the restart the pause counted ` +
      `${pause?.seconds} s from the last contact (gap ${gap.toFixed(1)} s), deadline moved ${moved} s, ` +
      `${stored.length} answers kept, ${back.uncounted.length} listed uncounted`,
    checks,
  );
} finally {
  await db.end();
  await portal.stop();
}
