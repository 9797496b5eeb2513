// Fault 3: kill -9 of the server while an applicant takes the aptitude test and saves answers.
// After a restart the attempt goes on with the server's remaining time (the same deadline, the
// clock not reset) and every answer the server had acknowledged is still there.
import type { RunningTest } from '@intake/contracts/aptitude-test';
import { cycled, seedTestTakers } from '@intake/test-kit';
import pg from 'pg';
import { checklist, reportScenario, scenarioOnPostgres, seconds, sleep, startFaultPortal } from './lib.ts';

const NAME = 'kill -9 during a test attempt';
const SAVERS = 4;
const SAVING_MS = 1_500;
const DOWN_MS = 2_000;

const { databaseUrl, dataDir } = await scenarioOnPostgres('test');
const env = { DATABASE_URL: databaseUrl };
let portal = await startFaultPortal(env, dataDir);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const list = checklist();
const { check, checks } = list;
try {
  const [taker] = await seedTestTakers(db, 1, 'taker');
  if (!taker) throw new Error('no taker seeded');
  await portal.json('POST', '/api/applicant/startTest', taker.token);
  const before = await portal.json<RunningTest>('GET', '/api/applicant/test', taker.token);
  const { questions } = before;

  // Savers on disjoint questions, so the last answer acknowledged for a question is its stored one.
  const acknowledged = new Map<string, string>();
  // A save in flight at the kill may or may not have been committed: either value is right.
  const inFlight = new Map<string, string>();
  let saves = 0;
  let killed = false;
  const savers = Array.from({ length: SAVERS }, async (_, s) => {
    const mine = questions.filter((_, i) => i % SAVERS === s);
    for (let n = 0; !killed; n += 1) {
      const question = cycled(mine, n);
      const answer = cycled(question.options, n + s);
      inFlight.set(question.id, answer);
      try {
        const saved = await portal.request('PATCH', '/api/applicant/test/answer', taker.token, {
          questionId: question.id,
          answer,
        });
        inFlight.delete(question.id);
        if (saved.status === 200) {
          acknowledged.set(question.id, answer);
          saves += 1;
        }
      } catch {
        return; // the server is gone: this save was not acknowledged
      }
    }
  });
  await sleep(SAVING_MS);
  await portal.kill9();
  const killedAt = Date.now();
  killed = true;
  await Promise.all(savers);
  const leftBeforeKill = (new Date(before.deadline).getTime() - killedAt) / 1000;
  console.log(
    `  ${saves} answers saved on ${acknowledged.size} of ${questions.length} questions, then kill -9 with ` +
      `${Math.round(leftBeforeKill)} s left; down ${DOWN_MS / 1000} s`,
  );

  await sleep(DOWN_MS);
  portal = await startFaultPortal(env, dataDir);
  const restartedAt = Date.now();
  const after = await portal.json<RunningTest>('GET', '/api/applicant/test', taker.token);
  const expectedLeft = (new Date(before.deadline).getTime() - Date.now()) / 1000;
  let lost = 0;
  for (const [questionId, answer] of acknowledged) {
    const stored = after.answers?.[questionId];
    if (stored !== answer && stored !== inFlight.get(questionId)) lost += 1;
  }
  const savedAfter = await portal.request('PATCH', '/api/applicant/test/answer', taker.token, {
    questionId: questions[0]?.id,
    answer: questions[0]?.options[0],
  });
  const job = (
    await db.query<{ run_at: Date }>(
      `select run_at from jobs where kind = 'close-test-attempt' and payload->>'attemptId' = $1`,
      [before.attemptId],
    )
  ).rows[0];
  console.log(
    `  after restart (${seconds(restartedAt - killedAt)} s after the kill): same attempt ${after.attemptId === before.attemptId}, ` +
      `deadline ${after.deadline} (was ${before.deadline}), ${after.secondsLeft} s left (deadline says ${expectedLeft.toFixed(1)}), ` +
      `${Object.keys(after.answers ?? {}).length} answers stored, ${lost} lost; a new save answered ${savedAfter.status}`,
  );
  check('the same attempt, still open', after.attemptId === before.attemptId && after.completed === false);
  check('the same deadline', after.deadline === before.deadline);
  check('seconds left follow the deadline', Math.abs(after.secondsLeft - expectedLeft) <= 2);
  check('the clock was not reset', after.secondsLeft < before.secondsLeft - DOWN_MS / 1000);
  check('answers were saved before the kill', acknowledged.size > 0);
  check('no acknowledged answer lost', lost === 0);
  check('saving goes on after the restart', savedAfter.status === 200);
  check(
    'the deadline job survives',
    job && new Date(job.run_at).getTime() === new Date(before.deadline).getTime(),
  );

  reportScenario(
    NAME,
    list.ok,
    `${saves} saves (${acknowledged.size} questions) then kill -9, down ${seconds(restartedAt - killedAt)} s; ` +
      `after restart deadline unchanged (${after.deadline === before.deadline}), ${after.secondsLeft} s left vs ` +
      `${expectedLeft.toFixed(1)} by the deadline, ${lost} answers lost, saving resumed (HTTP ${savedAfter.status})`,
    checks,
  );
} finally {
  await db.end();
  await portal.stop();
}
