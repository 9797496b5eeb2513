// 1,000 simulated test-takers on the running test as the test screen drives it: a heartbeat every
// 5 s carrying the answers not yet acknowledged, an answer chosen every 3 s, and one dropped
// connection of 5–60 s each at a random moment (nothing sent while cut; the answers chosen before
// the cut wait in the queue). Against the built portal on a fresh PostgreSQL database.
// Figures: answers lost (must be 0: every answer chosen is stored or reported uncounted, and an
// honest screen's answers are never uncounted), p99 of the heartbeat, and the requests per second
// heartbeats add, beside test-autosave.ts's save rate.

import type { HeartbeatResponse, SaveAnswerInput } from '@intake/contracts/aptitude-test';
import { TEST_HEARTBEAT_SECONDS } from '@intake/contracts/constants';
import { cycled, seedTestTakers, startTests, storedTestAnswers } from '@intake/test-kit';
import { percentile, quick, reportFigures, round, startBenchPortal } from './lib.ts';

const TAKERS = Number(process.env.BENCH_TAKERS ?? (quick ? 200 : 1000));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 60 : 120));
const HEARTBEAT_MS = TEST_HEARTBEAT_SECONDS * 1000;
const CHOOSE_MS = 3000;
const WARM_UP_MS = 5000;
// The autosave bench's rate: 1,000 takers saving every 2 s.
const AUTOSAVE_RATE = 1000 / 2;

const { portal, db, close } = await startBenchPortal('heartbeat');
try {
  const seeded = (await seedTestTakers(db, TAKERS)).map((t) => ({
    ...t,
    /** Answers chosen and not yet acknowledged, by question. */
    pending: new Map<string, SaveAnswerInput>(),
    /** The last answer chosen per question. */
    chosen: new Map<string, string>(),
    uncounted: 0,
  }));
  const takers = await startTests(portal, seeded);

  const latencies: number[] = [];
  let failures = 0;
  let uncounted = 0;
  let heartbeats = 0;
  const timedFrom = Date.now() + WARM_UP_MS;
  const endAt = timedFrom + SECONDS * 1000;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await Promise.all(
    takers.map(async (t, i) => {
      const dropAt = timedFrom + Math.random() * (SECONDS * 1000 - 60_000);
      const dropMs = 5000 + Math.random() * 55_000;
      let cut = false;
      let n = 0;
      // The screen: chooses while connected (the question is hidden while cut).
      const choose = (async () => {
        await sleep((i / takers.length) * CHOOSE_MS);
        while (Date.now() < endAt) {
          if (!cut) {
            const question = cycled(t.questions, n);
            const answer = cycled(question.options, n + i);
            // The counted seconds as the screen knows them: the last seconds left, ticking locally.
            const left = Math.max(0, t.secondsLeft - Math.floor((Date.now() - t.syncedAt) / 1000));
            t.pending.set(question.id, {
              questionId: question.id,
              answer,
              elapsedSeconds: t.duration - left,
            });
            t.chosen.set(question.id, answer);
            n += 1;
          }
          await sleep(CHOOSE_MS);
        }
      })();
      const beat = async () => {
        const answers = [...t.pending.values()];
        const tick = Date.now();
        const reply = await portal.request('POST', '/api/applicant/test/heartbeat', t.token, { answers });
        heartbeats += 1;
        if (tick >= timedFrom) latencies.push(reply.ms);
        if (reply.status !== 200) {
          failures += 1;
          return;
        }
        const body: HeartbeatResponse = JSON.parse(reply.body);
        for (const a of answers) {
          if (t.pending.get(a.questionId)?.answer === a.answer && body.acknowledged.includes(a.questionId))
            t.pending.delete(a.questionId);
        }
        t.uncounted = body.uncounted.length;
        t.secondsLeft = body.secondsLeft;
        t.syncedAt = Date.now();
      };
      await sleep((i / takers.length) * HEARTBEAT_MS);
      while (Date.now() < endAt) {
        const tick = Date.now();
        if (tick >= dropAt && tick < dropAt + dropMs) cut = true;
        else {
          // As on the screen: the question returns once the server has answered (and set the clock).
          await beat();
          cut = false;
        }
        await sleep(Math.max(0, HEARTBEAT_MS - (Date.now() - tick)));
      }
      await choose;
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

  const p = (x: number) => round(percentile(latencies, x));
  const rate = Math.round(latencies.length / SECONDS);
  console.log(
    `\nTest heartbeat: ${TAKERS} takers, a heartbeat every ${HEARTBEAT_MS / 1000} s, an answer every ${CHOOSE_MS / 1000} s, one 5–60 s drop each, ${SECONDS} s, PostgreSQL`,
  );
  console.log(
    `  heartbeats: ${heartbeats} (${rate}/s timed), refused: ${failures}, pauses recorded: ${pauses.rows[0]?.pauses}, uncounted: ${uncounted}, lost: ${lost}`,
  );
  console.log(`  latency p50 ${p(50)} ms · p95 ${p(95)} ms · p99 ${p(99)} ms · max ${p(100)} ms`);
  console.log(`  extra load: ${rate} heartbeats/s beside the autosave bench's ${AUTOSAVE_RATE} saves/s`);
  reportFigures([
    {
      name: 'test heartbeat p99, 1,000 takers with drops',
      value: p(99),
      unit: 'ms',
      budget: '≤ 50',
      ok: p(99) <= 50,
    },
    {
      name: 'test heartbeat answers lost or uncounted',
      value: lost + uncounted + failures,
      unit: '',
      budget: '0',
      ok: lost + uncounted + failures === 0,
    },
    { name: 'test heartbeat extra requests', value: rate, unit: '/s', budget: 'report', ok: true },
  ]);
} finally {
  await close();
}
