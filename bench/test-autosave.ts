// 1,000 simulated test-takers, each saving an answer every 2 s for 60 s, against the built portal
// on a fresh PostgreSQL database. Budget: p99 ≤ 50 ms, every answer stored. In the same run, on
// the same portal, as many seconds with each taker's test screen also sending its heartbeat every
// 5 s (issue 20): the autosave p99 with heartbeats beside the one without is the load they add.
// The two alternate in halves (without, with, without, with), so a drift of the shared machine's
// load or a warmer cache favours neither.
import { TEST_HEARTBEAT_SECONDS } from '@intake/contracts/constants';
import { cycled, type RunningTaker, seedTestTakers, startTests, storedTestAnswers } from '@intake/test-kit';
import { percentile, reportFigures, round, startBenchPortal } from './lib.ts';

const TAKERS = Number(process.env.BENCH_TAKERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const INTERVAL_MS = 2000;
const HEARTBEAT_MS = TEST_HEARTBEAT_SECONDS * 1000;
// Saves in the first seconds warm the JIT and the database's caches; they are made but not timed.
const WARM_UP_MS = 5000;

const { portal, db, close } = await startBenchPortal('autosave');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A taker of this bench: the last answer acknowledged per question, and the phases it went through. */
type Taker = RunningTaker & { latest: Map<string, string>; phases: number };
/** What one kind of phase measured: save and heartbeat times, and the calls refused. */
interface Measured {
  saves: number[];
  beats: number[];
  failures: number;
}

/** Every `intervalMs` until `endAt`, spread over the takers; timed calls only from `timedFrom`. */
function everyTaker(
  takers: Taker[],
  intervalMs: number,
  endAt: number,
  timedFrom: number,
  call: (t: Taker, i: number, n: number, timed: boolean) => Promise<void>,
) {
  return Promise.all(
    takers.map(async (t, i) => {
      // Real takers do not move in step: spread the first calls over the interval.
      await sleep((i / takers.length) * intervalMs);
      for (let n = 0; Date.now() < endAt; n += 1) {
        const tick = Date.now();
        await call(t, i, n, tick >= timedFrom);
        await sleep(Math.max(0, intervalMs - (Date.now() - tick)));
      }
    }),
  );
}

/** A phase of `seconds`: every taker saves every 2 s, and with `heartbeats` also beats every 5 s. */
async function phase(
  takers: Taker[],
  { heartbeats, seconds, saves, beats }: { heartbeats: boolean; seconds: number } & Measured,
) {
  let failures = 0;
  const timedFrom = Date.now() + WARM_UP_MS;
  const endAt = timedFrom + seconds * 1000;
  const saving = everyTaker(takers, INTERVAL_MS, endAt, timedFrom, async (t, i, n, timed) => {
    const question = cycled(t.questions, n);
    // Each phase starts again at the first question: a shifted option makes every save a change.
    const answer = cycled(question.options, n + i + t.phases);
    const saved = await portal.request('PATCH', '/api/applicant/test/answer', t.token, {
      questionId: question.id,
      answer,
    });
    if (timed) saves.push(saved.ms);
    if (saved.status === 200) t.latest.set(question.id, answer);
    else failures += 1;
  });
  const beating = heartbeats
    ? everyTaker(takers, HEARTBEAT_MS, endAt, timedFrom, async (t, _i, _n, timed) => {
        const beat = await portal.request('POST', '/api/applicant/test/heartbeat', t.token, { answers: [] });
        if (timed) beats.push(beat.ms);
        if (beat.status !== 200) failures += 1;
      })
    : undefined;
  await Promise.all([saving, beating]);
  for (const t of takers) t.phases += 1;
  return failures;
}

try {
  const seeded = (await seedTestTakers(db, TAKERS)).map((t) => ({
    ...t,
    latest: new Map<string, string>(),
    phases: 0,
  }));
  const takers: Taker[] = await startTests(portal, seeded);
  const without: Measured = { saves: [], beats: [], failures: 0 };
  const withBeats: Measured = { saves: [], beats: [], failures: 0 };
  for (let half = 0; half < 2; half += 1) {
    for (const [heartbeats, figures] of [
      [false, without],
      [true, withBeats],
    ] as const) {
      figures.failures += await phase(takers, { heartbeats, seconds: SECONDS / 2, ...figures });
    }
  }

  const saved = await storedTestAnswers(db);
  let lost = 0;
  for (const t of takers) {
    for (const [questionId, answer] of t.latest)
      if (saved.get(`${t.userId}/${questionId}`) !== answer) lost += 1;
  }

  const p = (values: number[], x: number) => round(percentile(values, x));
  const line = (label: string, values: number[]) =>
    `  ${label}: ${values.length} (${Math.round(values.length / SECONDS)}/s), p50 ${p(values, 50)} ms · p95 ${p(values, 95)} ms · p99 ${p(values, 99)} ms · max ${p(values, 100)} ms`;
  console.log(
    `\nTest autosave: ${TAKERS} takers, a save every ${INTERVAL_MS / 1000} s each for ${SECONDS} s, and ${SECONDS} s more with a heartbeat every ${HEARTBEAT_MS / 1000} s, PostgreSQL`,
  );
  console.log(line('saves without heartbeats', without.saves));
  console.log(line('saves with heartbeats', withBeats.saves));
  console.log(line('heartbeats', withBeats.beats));
  console.log(`  refused: ${without.failures + withBeats.failures}, lost: ${lost}`);
  const p99 = p(without.saves, 99);
  const p99WithBeats = p(withBeats.saves, 99);
  reportFigures([
    { name: 'test autosave p99, 1,000 takers', value: p99, unit: 'ms', budget: '≤ 50', ok: p99 <= 50 },
    {
      name: 'test autosave p99 with heartbeats, 1,000 takers',
      value: p99WithBeats,
      unit: 'ms',
      budget: '≤ 50',
      ok: p99WithBeats <= 50,
      reference: { name: 'without heartbeats, same run', value: p99, unit: 'ms' },
      ratio: round(p99WithBeats / p99, 2),
    },
    {
      name: 'test autosave answers lost',
      value: lost + without.failures + withBeats.failures,
      unit: '',
      budget: '0',
      ok: lost + without.failures + withBeats.failures === 0,
    },
  ]);
} finally {
  await close();
}
