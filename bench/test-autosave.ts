// 1,000 simulated test-takers, each saving an answer every 2 s for 60 s, against the built portal
// on a fresh PostgreSQL database. Budget: p99 ≤ 50 ms, every answer stored. In the same run, on
// the same portal, the heartbeats of issue 20 beside the saves, two ways: as the test screen sends
// them (only after TEST_HEARTBEAT_SECONDS without a save or heartbeat, so a taker saving every 2 s
// sends none) and, for reference, as session 8's screen did (every 5 s whatever the saves). The
// autosave p99 of each beside the one without heartbeats is the load they add. The kinds alternate
// in halves (without, silences, fixed, and again), so a drift of the shared machine's load or a
// warmer cache favours none.
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

/** A taker of this bench: the last answer acknowledged per question, its last contact, its phases. */
type Taker = RunningTaker & {
  latest: Map<string, string>;
  lastContact: number;
  lastBeat: number;
  phases: number;
};
/** When heartbeats go: none, in the silences between saves (the screen), or every 5 s (session 8). */
type Heartbeats = 'none' | 'silences' | 'fixed';
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

/** A phase of `seconds`: every taker saves every 2 s, with heartbeats of the kind given. */
async function phase(
  takers: Taker[],
  { heartbeats, seconds, saves, beats }: { heartbeats: Heartbeats; seconds: number } & Measured,
) {
  let failures = 0;
  const timedFrom = Date.now() + WARM_UP_MS;
  const endAt = timedFrom + seconds * 1000;
  for (const t of takers) t.lastContact = Date.now();
  const saving = everyTaker(takers, INTERVAL_MS, endAt, timedFrom, async (t, i, n, timed) => {
    const question = cycled(t.questions, n);
    // Each phase starts again at the first question: a shifted option makes every save a change.
    const answer = cycled(question.options, n + i + t.phases);
    const saved = await portal.request('PATCH', '/api/applicant/test/answer', t.token, {
      questionId: question.id,
      answer,
    });
    if (timed) saves.push(saved.ms);
    if (saved.status === 200) {
      t.latest.set(question.id, answer);
      t.lastContact = Date.now();
    } else failures += 1;
  });
  const beat = async (t: Taker, timed: boolean) => {
    t.lastBeat = Date.now();
    const reply = await portal.request('POST', '/api/applicant/test/heartbeat', t.token, { answers: [] });
    if (timed) beats.push(reply.ms);
    if (reply.status === 200) t.lastContact = Date.now();
    else failures += 1;
  };
  const beating =
    heartbeats === 'fixed'
      ? everyTaker(takers, HEARTBEAT_MS, endAt, timedFrom, (t, _i, _n, timed) => beat(t, timed))
      : heartbeats === 'silences'
        ? // The screen's check, once a second: a heartbeat after HEARTBEAT_MS without contact.
          everyTaker(takers, 1000, endAt, timedFrom, async (t, _i, _n, timed) => {
            const now = Date.now();
            if (now - t.lastContact >= HEARTBEAT_MS && now - t.lastBeat >= HEARTBEAT_MS) await beat(t, timed);
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
    lastContact: 0,
    lastBeat: 0,
    phases: 0,
  }));
  const takers: Taker[] = await startTests(portal, seeded);
  const measured = (): Measured => ({ saves: [], beats: [], failures: 0 });
  const kinds = { none: measured(), silences: measured(), fixed: measured() } satisfies Record<
    Heartbeats,
    Measured
  >;
  for (let half = 0; half < 2; half += 1) {
    for (const heartbeats of ['none', 'silences', 'fixed'] as const) {
      const figures = kinds[heartbeats];
      figures.failures += await phase(takers, { heartbeats, seconds: SECONDS / 2, ...figures });
    }
  }
  const { none, silences, fixed } = kinds;
  const refused = none.failures + silences.failures + fixed.failures;

  const saved = await storedTestAnswers(db);
  let lost = 0;
  for (const t of takers) {
    for (const [questionId, answer] of t.latest)
      if (saved.get(`${t.userId}/${questionId}`) !== answer) lost += 1;
  }

  const p = (values: number[], x: number) => round(percentile(values, x));
  const line = (label: string, values: number[]) =>
    values.length === 0
      ? `  ${label}: none`
      : `  ${label}: ${values.length} (${Math.round(values.length / SECONDS)}/s), p50 ${p(values, 50)} ms · p95 ${p(values, 95)} ms · p99 ${p(values, 99)} ms · max ${p(values, 100)} ms`;
  console.log(
    `\nTest autosave: ${TAKERS} takers, a save every ${INTERVAL_MS / 1000} s each, ${SECONDS} s of each kind of heartbeat, PostgreSQL`,
  );
  console.log(line('saves without heartbeats', none.saves));
  console.log(line("saves with the screen's heartbeats (after 5 s without contact)", silences.saves));
  console.log(line('  its heartbeats', silences.beats));
  console.log(line('saves with a heartbeat every 5 s (session 8, reference)', fixed.saves));
  console.log(line('  its heartbeats', fixed.beats));
  console.log(`  refused: ${refused}, lost: ${lost}`);
  const p99 = p(none.saves, 99);
  const p99Silences = p(silences.saves, 99);
  const p99Fixed = p(fixed.saves, 99);
  reportFigures([
    { name: 'test autosave p99, 1,000 takers', value: p99, unit: 'ms', budget: '≤ 50', ok: p99 <= 50 },
    {
      name: "test autosave p99 with the screen's heartbeats, 1,000 takers",
      value: p99Silences,
      unit: 'ms',
      budget: '≤ 50',
      ok: p99Silences <= 50,
      reference: { name: 'without heartbeats, same run', value: p99, unit: 'ms' },
      ratio: round(p99Silences / p99, 2),
    },
    {
      name: 'heartbeats the screen adds to the test day',
      value: Math.round(silences.beats.length / SECONDS),
      unit: '/s',
      budget: 'report',
      ok: true,
      reference: {
        name: 'every 5 s (session 8), same run',
        value: Math.round(fixed.beats.length / SECONDS),
        unit: '/s',
      },
    },
    {
      name: 'test autosave p99 with a heartbeat every 5 s (session 8), 1,000 takers',
      value: p99Fixed,
      unit: 'ms',
      budget: 'report',
      ok: true,
      reference: { name: 'without heartbeats, same run', value: p99, unit: 'ms' },
      ratio: round(p99Fixed / p99, 2),
    },
    {
      name: 'test autosave answers lost',
      value: lost + refused,
      unit: '',
      budget: '0',
      ok: lost + refused === 0,
    },
  ]);
} finally {
  await close();
}
