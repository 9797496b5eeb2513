// 1,000 simulated test-takers on the running test as the test screen drives it (issue 20): an
// answer chosen every 2–20 s and saved at once; a heartbeat only after TEST_HEARTBEAT_SECONDS
// without contact, carrying the answers not yet acknowledged; one dropped connection of 5–60 s
// each at a random moment (nothing sent while cut; a save sent in the 3 s before the cut is lost
// on the way and its answer waits for the heartbeat on reconnect, as the browser's "online" event
// sends it). Against the built portal on a fresh PostgreSQL database.
// Figures: answers lost (must be 0: every answer chosen is stored or reported uncounted, and an
// honest screen's answers are never uncounted), p99 of the heartbeat, and the requests per second
// heartbeats add beside the saves.

import type { HeartbeatResponse, SaveAnswerInput } from '@intake/contracts/aptitude-test';
import { TEST_HEARTBEAT_SECONDS } from '@intake/contracts/constants';
import { cycled, seedTestTakers, startTests, storedTestAnswers } from '@intake/test-kit';
import { percentile, quick, reportFigures, round, startBenchPortal } from './lib.ts';

const TAKERS = Number(process.env.BENCH_TAKERS ?? (quick ? 200 : 1000));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 60 : 120));
const HEARTBEAT_MS = TEST_HEARTBEAT_SECONDS * 1000;
const THINK_MS = { min: 2000, max: 20_000 };
// A save sent this long before the cut is lost on the way (the phone's request dies with the link).
const LOST_BEFORE_CUT_MS = 3000;
const WARM_UP_MS = 5000;

const { portal, db, close } = await startBenchPortal('heartbeat');
try {
  const seeded = (await seedTestTakers(db, TAKERS)).map((t) => ({
    ...t,
    /** Answers chosen and not yet acknowledged, by question. */
    pending: new Map<string, SaveAnswerInput>(),
    /** The last answer chosen per question. */
    chosen: new Map<string, string>(),
    uncounted: 0,
    lastContact: Date.now(),
    lastBeat: 0,
  }));
  const takers = await startTests(portal, seeded);

  const beatTimes: number[] = [];
  const saveTimes: number[] = [];
  let failures = 0;
  let uncounted = 0;
  let heartbeats = 0;
  let saves = 0;
  const timedFrom = Date.now() + WARM_UP_MS;
  const endAt = timedFrom + SECONDS * 1000;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const think = () => THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);
  await Promise.all(
    takers.map(async (t, i) => {
      const dropAt = timedFrom + Math.random() * (SECONDS * 1000 - 60_000);
      const dropMs = 5000 + Math.random() * 55_000;
      let cut = false;
      let n = 0;
      /** The heartbeat, with the answers the server has not acknowledged. */
      const beat = async () => {
        const answers = [...t.pending.values()];
        const tick = Date.now();
        t.lastBeat = tick;
        const reply = await portal.request('POST', '/api/applicant/test/heartbeat', t.token, { answers });
        heartbeats += 1;
        if (tick >= timedFrom) beatTimes.push(reply.ms);
        if (reply.status !== 200) {
          failures += 1;
          return false;
        }
        const body: HeartbeatResponse = JSON.parse(reply.body);
        for (const a of answers) {
          if (t.pending.get(a.questionId)?.answer === a.answer && body.acknowledged.includes(a.questionId))
            t.pending.delete(a.questionId);
        }
        t.uncounted = body.uncounted.length;
        t.secondsLeft = body.secondsLeft;
        t.syncedAt = t.lastContact = Date.now();
        return true;
      };
      /** Chooses the next answer and saves it, unless the save is lost in the coming cut. */
      const choose = async (tick: number) => {
        const question = cycled(t.questions, n);
        const answer = cycled(question.options, n + i);
        n += 1;
        // The counted seconds as the screen knows them: the last seconds left, ticking locally.
        const left = Math.max(0, t.secondsLeft - Math.floor((tick - t.syncedAt) / 1000));
        const chosen = { questionId: question.id, answer, elapsedSeconds: t.duration - left };
        t.pending.set(question.id, chosen);
        t.chosen.set(question.id, answer);
        if (tick >= dropAt - LOST_BEFORE_CUT_MS && tick < dropAt) return;
        const reply = await portal.request('PATCH', '/api/applicant/test/answer', t.token, chosen);
        saves += 1;
        if (tick >= timedFrom) saveTimes.push(reply.ms);
        if (reply.status !== 200) {
          failures += 1;
          return;
        }
        if (t.pending.get(question.id)?.answer === answer) t.pending.delete(question.id);
        const body: { secondsLeft: number } = JSON.parse(reply.body);
        t.secondsLeft = body.secondsLeft;
        t.syncedAt = t.lastContact = Date.now();
      };
      let nextChoice = Date.now() + Math.random() * THINK_MS.max;
      // The screen's check (twice a second there; once here, to spare the load generator).
      await sleep((i / takers.length) * 1000);
      while (Date.now() < endAt) {
        const tick = Date.now();
        if (tick >= dropAt && tick < dropAt + dropMs) cut = true;
        else if (cut) {
          // Back online: the question returns once the server has answered (and set the clock).
          if (await beat()) cut = false;
        } else if (tick >= nextChoice) {
          await choose(tick);
          nextChoice = tick + think();
        } else if (tick - t.lastContact >= HEARTBEAT_MS && tick - t.lastBeat >= HEARTBEAT_MS) await beat();
        await sleep(Math.max(0, 1000 - (Date.now() - tick)));
      }
      await beat();
      uncounted += t.uncounted;
    }),
  );

  const saved = await storedTestAnswers(db);
  let lost = 0;
  for (const t of takers) {
    for (const [questionId, answer] of t.chosen)
      if (saved.get(`${t.userId}/${questionId}`) !== answer) lost += 1;
  }
  const pauses = await db.query<{ n: number; pauses: number }>(
    'select count(*)::int as n, coalesce(sum(jsonb_array_length(pauses)), 0)::int as pauses from test_attempts',
  );

  const p = (values: number[], x: number) => round(percentile(values, x));
  const beatRate = Math.round(beatTimes.length / SECONDS);
  const saveRate = Math.round(saveTimes.length / SECONDS);
  console.log(
    `\nTest heartbeat: ${TAKERS} takers, an answer every ${THINK_MS.min / 1000}–${THINK_MS.max / 1000} s saved at once, a heartbeat after ${HEARTBEAT_MS / 1000} s without contact, one 5–60 s drop each, ${SECONDS} s, PostgreSQL`,
  );
  console.log(
    `  heartbeats: ${heartbeats} (${beatRate}/s timed), saves: ${saves} (${saveRate}/s timed), refused: ${failures}, pauses recorded: ${pauses.rows[0]?.pauses}, uncounted: ${uncounted}, lost: ${lost}`,
  );
  console.log(
    `  heartbeat p50 ${p(beatTimes, 50)} ms · p95 ${p(beatTimes, 95)} ms · p99 ${p(beatTimes, 99)} ms · max ${p(beatTimes, 100)} ms`,
  );
  console.log(`  save p50 ${p(saveTimes, 50)} ms · p99 ${p(saveTimes, 99)} ms`);
  console.log(`  extra load: ${beatRate} heartbeats/s beside ${saveRate} saves/s`);
  reportFigures([
    {
      name: 'test heartbeat p99, 1,000 takers with drops',
      value: p(beatTimes, 99),
      unit: 'ms',
      budget: '≤ 50',
      ok: p(beatTimes, 99) <= 50,
    },
    {
      name: 'test heartbeat answers lost or uncounted',
      value: lost + uncounted + failures,
      unit: '',
      budget: '0',
      ok: lost + uncounted + failures === 0,
    },
    {
      name: 'test heartbeat extra requests',
      value: beatRate,
      unit: '/s',
      budget: 'report',
      ok: true,
      reference: { name: 'saves, same run', value: saveRate, unit: '/s' },
    },
  ]);
} finally {
  await close();
}
