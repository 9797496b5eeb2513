// Issue 27.2, the test day: 3,000 test-takers each saving an answer every 2 s against the built
// portal on PostgreSQL. Budget: p99 ≤ 50 ms, every answer stored. Reference in the same run, the
// database's own limit: 3,000 "takers" each doing a plain UPDATE of a row of its own every 2 s
// through pg, on a pool as large as the portal's. The two kinds alternate in halves (reference,
// portal, and again), so a drift of the shared machine's load favours neither. The CPU time of the
// portal, of every PostgreSQL process and of this load client over each half's timed part, divided
// by the calls made, tells where a save's cost goes on the two cores they share.
import { readdirSync, readFileSync } from 'node:fs';
import type { RunningTest } from '@intake/contracts';
import { cycled, seedTestTakers, storedTestAnswers } from '@intake/test-kit';
import pg from 'pg';
import { leanConnection } from './lean-http.ts';
import { atMostAtOnce, percentile, quick, reportFigures, round, startBenchPortal } from './lib.ts';

const TAKERS = Number(process.env.BENCH_TAKERS ?? 3000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 20 : 60));
const INTERVAL_MS = 2000;
// The portal's pool (apps/api/src/db/client.ts).
const POOL_SIZE = 20;
// Calls in the first seconds after the arrivals warm the JIT and the caches; they are made, timed
// apart and printed, not counted in the day's figure.
const WARM_UP_MS = 10_000;
// A room's takers start their tests as fast as the portal lets this many at a time, each saving
// every 2 s from its own start on.
const ARRIVING_AT_ONCE = 50;

const { portal, db, url, close } = await startBenchPortal('test-day');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ticksPerMs = 100 / 1000; // USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s.

/** A process's CPU time so far (user + system), in ms, from its /proc/<pid>/stat line. */
function cpuMsOf(stat: string) {
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
}

const portalCpuMs = () => cpuMsOf(readFileSync(`/proc/${portal.pid}/stat`, 'utf8'));

/** The CPU time of each PostgreSQL process so far, in ms, by process id. */
function databaseCpuMs() {
  const byProcess = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes('(postgres)')) byProcess.set(entry, cpuMsOf(stat));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byProcess;
}

/** The database's CPU time since `before`: a connection's process that ended since is left out. */
function databaseCpuSince(before: Map<string, number>) {
  let ms = 0;
  for (const [pid, now] of databaseCpuMs()) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** Scans and rows written per table so far (the database's statistics), to tell what a save reads. */
async function tableActivity() {
  const { rows } = await db.query<{ relname: string; reads: string; writes: string }>(
    `select relname, seq_scan + coalesce(idx_scan, 0) as reads, n_tup_ins + n_tup_upd + n_tup_del as writes
     from pg_stat_user_tables`,
  );
  return new Map(rows.map((row) => [row.relname, { reads: Number(row.reads), writes: Number(row.writes) }]));
}

/**
 * Calls every 2 s per caller for `seconds`, timed after every caller has arrived and the warm-up.
 * First calls are spread over `spreadMs`. `arrive` (a taker's start of the test) is a caller's
 * first call, made once, untimed, `ARRIVING_AT_ONCE` at a time. CPU counts the timed part only.
 */
async function half({
  count,
  seconds,
  spreadMs,
  arrive,
  call,
}: {
  count: number;
  seconds: number;
  spreadMs: number;
  arrive?: (i: number) => Promise<void>;
  call: (i: number, n: number) => Promise<boolean>;
}) {
  const times: number[] = [];
  const warmUpTimes: number[] = [];
  let failures = 0;
  let timedCalls = 0;
  // The calls of each interval from the last arrival on, to show the warm-up settling.
  const intervals: number[][] = [];
  const halfStarted = Date.now();
  let arrived = 0;
  let arrivedBy = Number.POSITIVE_INFINITY;
  let timedFrom = Number.POSITIVE_INFINITY;
  let endAt = Number.POSITIVE_INFINITY;
  let cpuBefore = { portal: 0, database: new Map<string, number>(), client: process.cpuUsage() };
  let cpuStart: NodeJS.Timeout | undefined;
  let activityBefore: ReturnType<typeof tableActivity> | undefined;
  const arrivalSlots = atMostAtOnce(ARRIVING_AT_ONCE);
  const arrivedOne = () => {
    arrived += 1;
    if (arrived < count) return;
    arrivedBy = Date.now();
    timedFrom = arrivedBy + WARM_UP_MS;
    endAt = timedFrom + seconds * 1000;
    cpuStart = setTimeout(() => {
      cpuBefore = { portal: portalCpuMs(), database: databaseCpuMs(), client: process.cpuUsage() };
      activityBefore = tableActivity();
    }, WARM_UP_MS);
  };
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await sleep((i / count) * spreadMs);
      if (arrive) await arrivalSlots(() => arrive(i));
      arrivedOne();
      for (let n = 0; Date.now() < endAt; n += 1) {
        const tick = Date.now();
        const started = performance.now();
        const ok = await call(i, n);
        const ms = performance.now() - started;
        if (tick >= timedFrom) {
          times.push(ms);
          timedCalls += 1;
        } else warmUpTimes.push(ms);
        if (tick >= arrivedBy) {
          const interval = Math.floor((tick - arrivedBy) / INTERVAL_MS);
          const sameInterval = intervals[interval] ?? [];
          sameInterval.push(ms);
          intervals[interval] = sameInterval;
        }
        if (!ok) failures += 1;
        await sleep(Math.max(0, INTERVAL_MS - (Date.now() - tick)));
      }
    }),
  );
  clearTimeout(cpuStart);
  const client = process.cpuUsage(cpuBefore.client);
  const cpu: CpuTime = {
    portal: portalCpuMs() - cpuBefore.portal,
    database: databaseCpuSince(cpuBefore.database),
    client: (client.user + client.system) / 1000,
  };
  const p99ByInterval = intervals.map((interval) => Math.round(percentile(interval, 99)));
  const arrivalSeconds = (arrivedBy - halfStarted) / 1000;
  // The clock time the series starts at, to match its spikes with the database's log.
  const arrivedAt = new Date(arrivedBy).toISOString();
  // Scans and rows written over the timed part; the statistics reach the view within a second or so.
  const before = (await activityBefore) ?? new Map();
  await sleep(1500);
  const activity = new Map(
    [...(await tableActivity())].map(([table, after]) => {
      const start = before.get(table) ?? { reads: 0, writes: 0 };
      return [table, { reads: after.reads - start.reads, writes: after.writes - start.writes }] as const;
    }),
  );
  return {
    times,
    warmUpTimes,
    failures,
    timedCalls,
    cpu,
    p99ByInterval,
    arrivalSeconds,
    arrivedAt,
    activity,
  };
}

/** CPU time in ms, by process: the portal, every PostgreSQL process, and this load client. */
type CpuTime = { portal: number; database: number; client: number };
const addCpu = (sum: CpuTime, add: CpuTime) => {
  sum.portal += add.portal;
  sum.database += add.database;
  sum.client += add.client;
};

const reference = new pg.Pool({ connectionString: url, max: POOL_SIZE });
try {
  // Each portal half has a room of its own, whose takers start their tests during its arrivals and
  // save from then on, as a room does. Started before it and left unheard while the rest started
  // (3,000 starts take 30 s and more), each taker's first save settled a pause on the full path: a
  // room reconnecting at once, not the steady day the budget is about (bench/test-heartbeat.ts
  // measures dropped connections).
  const rooms = [await seedTestTakers(db, TAKERS, 'room-0'), await seedTestTakers(db, TAKERS, 'room-1')];
  const allTakers: { userId: string; latest: Map<string, string> }[] = [];
  await db.query('create table reference_rows (id int primary key, answer text not null)');
  await db.query(`insert into reference_rows select n, 'A' from generate_series(0, ${TAKERS - 1}) n`);
  const referenceLatest = new Array<string>(TAKERS).fill('A');

  const portalTimes: number[] = [];
  const portalWarmUpTimes: number[] = [];
  // Each portal half's room: how long it took to start, when, and the p99 of each 2 s after.
  const portalRooms: { arrivalSeconds: number; arrivedAt: string; p99ByInterval: number[] }[] = [];
  const referenceTimes: number[] = [];
  let refused = 0;
  // Why saves were refused: the portal's status and error code, or the connection's error.
  const refusals = new Map<string, number>();
  const noteRefusal = (reason: string) => refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
  let referenceFailures = 0;
  const portalCpu: CpuTime = { portal: 0, database: 0, client: 0 };
  const referenceCpu: CpuTime = { portal: 0, database: 0, client: 0 };
  let portalSaves = 0;
  let referenceUpdates = 0;
  const activity = new Map<string, { reads: number; writes: number }>();
  for (let pass = 0; pass < 2; pass += 1) {
    const ref = await half({
      count: TAKERS,
      seconds: SECONDS / 2,
      spreadMs: INTERVAL_MS,
      call: async (i, n) => {
        const answer = `${pass}-${n}`;
        const updated = await reference.query('update reference_rows set answer = $2 where id = $1', [
          i,
          answer,
        ]);
        if (updated.rowCount !== 1) return false;
        referenceLatest[i] = answer;
        return true;
      },
    });
    for (const ms of ref.times) referenceTimes.push(ms);
    referenceFailures += ref.failures;
    referenceUpdates += ref.timedCalls;
    addCpu(referenceCpu, ref.cpu);

    const takers = (rooms[pass] ?? []).map((seeded) => ({
      ...seeded,
      questions: [] as RunningTest['questions'],
      latest: new Map<string, string>(),
    }));
    allTakers.push(...takers);
    const connections = takers.map(() => leanConnection(portal.port));
    const saved = await half({
      count: TAKERS,
      seconds: SECONDS / 2,
      spreadMs: 0,
      // A taker starts the test and loads it, on the connection the saves then use.
      arrive: async (i) => {
        const taker = takers[i];
        const connection = connections[i];
        if (!taker || !connection) return;
        const started = await connection.request('POST', '/api/applicant/startTest', taker.token);
        const test = await connection.request('GET', '/api/applicant/test', taker.token);
        if (started.status !== 200 || test.status !== 200) {
          throw new Error(`a taker could not start the test: ${started.status}, ${test.status} ${test.body}`);
        }
        taker.questions = (JSON.parse(test.body) as RunningTest).questions;
      },
      call: async (i, n) => {
        const taker = takers[i];
        if (!taker) return false;
        const question = cycled(taker.questions, n);
        const answer = cycled(question.options, n + i);
        const reply = await connections[i]
          ?.request('PATCH', '/api/applicant/test/answer', taker.token, { questionId: question.id, answer })
          .catch((error: Error) => {
            noteRefusal(error.message);
            return undefined;
          });
        if (!reply) return false;
        if (reply.status !== 200) {
          noteRefusal(`${reply.status} ${/"code":"(\w+)"/.exec(reply.body)?.[1] ?? ''}`.trim());
          return false;
        }
        taker.latest.set(question.id, answer);
        return true;
      },
    });
    addCpu(portalCpu, saved.cpu);
    for (const connection of connections) connection.close();
    for (const [table, timed] of saved.activity) {
      const sum = activity.get(table) ?? { reads: 0, writes: 0 };
      activity.set(table, { reads: sum.reads + timed.reads, writes: sum.writes + timed.writes });
    }
    portalSaves += saved.timedCalls;
    // One by one: a spread of a hundred thousand arguments overflows the stack.
    for (const ms of saved.times) portalTimes.push(ms);
    for (const ms of saved.warmUpTimes) portalWarmUpTimes.push(ms);
    const { arrivalSeconds, arrivedAt, p99ByInterval } = saved;
    portalRooms.push({ arrivalSeconds, arrivedAt, p99ByInterval });
    refused += saved.failures;
  }

  const stored = await storedTestAnswers(db);
  let lost = 0;
  for (const t of allTakers) {
    for (const [questionId, answer] of t.latest)
      if (stored.get(`${t.userId}/${questionId}`) !== answer) lost += 1;
  }
  const rows = await db.query<{ id: number; answer: string }>('select id, answer from reference_rows');
  const referenceLost = rows.rows.filter((row) => referenceLatest[row.id] !== row.answer).length;

  const p = (values: number[], x: number) => round(percentile(values, x));
  const line = (label: string, values: number[]) =>
    `  ${label}: ${values.length} (${Math.round(values.length / SECONDS)}/s), p50 ${p(values, 50)} ms · p95 ${p(values, 95)} ms · p99 ${p(values, 99)} ms · max ${p(values, 100)} ms`;
  const cpuPerSave = round(portalCpu.portal / Math.max(1, portalSaves), 3);
  const perCall = (cpu: CpuTime, calls: number) =>
    (['portal', 'database', 'client'] as const)
      .map((part) => `${part} ${round(cpu[part] / Math.max(1, calls), 3)}`)
      .join(' · ');
  console.log(
    `\nTest day: ${TAKERS} takers, a save every ${INTERVAL_MS / 1000} s each, ${SECONDS} s of each kind, PostgreSQL`,
  );
  console.log(line('portal saves (PATCH /api/applicant/test/answer)', portalTimes));
  console.log(
    `  the arrivals (${ARRIVING_AT_ONCE} starting at a time) and the ${WARM_UP_MS / 1000} s after, not counted (starting, warming up): ${portalWarmUpTimes.length} saves, p50 ${p(portalWarmUpTimes, 50)} ms · p99 ${p(portalWarmUpTimes, 99)} ms`,
  );
  for (const [pass, room] of portalRooms.entries()) {
    console.log(`  portal half ${pass + 1}: the room started in ${round(room.arrivalSeconds)} s`);
    console.log(
      `  portal half ${pass + 1}, p99 of each ${INTERVAL_MS / 1000} s after the arrivals (from ${room.arrivedAt}), ms: ${room.p99ByInterval.join(' ')}`,
    );
  }
  console.log(
    line(`reference: plain UPDATE of one row per taker through pg (pool ${POOL_SIZE})`, referenceTimes),
  );
  console.log(`  CPU per save, ms: ${perCall(portalCpu, portalSaves)} (load client)`);
  console.log(`  CPU per reference update, ms: ${perCall(referenceCpu, referenceUpdates)} (load client)`);
  const perSave = (n: number) => round(n / Math.max(1, portalSaves), 2);
  const busiest = [...activity]
    .filter(([, a]) => a.reads + a.writes > 0)
    .sort((a, b) => b[1].reads + b[1].writes - (a[1].reads + a[1].writes));
  console.log(
    `  per save, by table (scans, rows written): ${busiest.map(([table, a]) => `${table} ${perSave(a.reads)}, ${perSave(a.writes)}`).join(' · ')}`,
  );
  console.log(
    `  refused: ${refused}${refusals.size ? ` (${[...refusals].map(([reason, n]) => `${reason} ×${n}`).join(', ')})` : ''}, lost: ${lost}; reference failures: ${referenceFailures}, lost: ${referenceLost}`,
  );
  const p99 = p(portalTimes, 99);
  const referenceP99 = p(referenceTimes, 99);
  reportFigures([
    {
      name: `test day autosave p99, ${TAKERS.toLocaleString('en')} takers`,
      value: p99,
      unit: 'ms',
      budget: '≤ 50',
      ok: p99 <= 50,
      reference: { name: 'plain UPDATE through pg, same run', value: referenceP99, unit: 'ms' },
      ratio: round(p99 / referenceP99, 2),
    },
    { name: 'test day portal CPU per save', value: cpuPerSave, unit: 'ms', budget: 'report', ok: true },
    {
      name: 'test day database CPU per save',
      value: round(portalCpu.database / Math.max(1, portalSaves), 3),
      unit: 'ms',
      budget: 'report',
      ok: true,
      reference: {
        name: 'database CPU per plain UPDATE',
        value: round(referenceCpu.database / Math.max(1, referenceUpdates), 3),
        unit: 'ms',
      },
    },
    {
      name: 'test day answers lost or refused',
      value: lost + refused,
      unit: '',
      budget: '0',
      ok: lost + refused === 0 && referenceFailures + referenceLost === 0,
    },
  ]);
} finally {
  await reference.end();
  await close();
}
