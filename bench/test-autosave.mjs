// 1,000 simulated test-takers, each saving an answer every 2 s for 60 s, against the built portal
// on a fresh PostgreSQL database. Budget: p99 ≤ 50 ms, every answer stored.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import pg from 'pg';
import { BENCH_SECRET, createBenchDatabase, percentile, reportFigures, round, startPortal } from './lib.mjs';

const TAKERS = Number(process.env.BENCH_TAKERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const INTERVAL_MS = 2000;
// Saves in the first seconds warm the JIT and the database's caches; they are made but not timed.
const WARM_UP_MS = 5000;

const database = await createBenchDatabase('autosave');
const portal = await startPortal({ DATABASE_URL: database.url });
const db = new pg.Client({ connectionString: database.url });
await db.connect();
try {
  // Test-takers who have sent their questionnaire, each with a session, seeded in a few statements.
  const ids = Array.from({ length: TAKERS }, () => randomUUID());
  await db.query(
    `insert into users (id, email, first_name, last_name, role)
     select id, 'taker-' || n || '@bench.test', 'Taker', 'Bench', 'APPLICANT'
     from unnest($1::uuid[]) with ordinality as t(id, n)`,
    [ids],
  );
  await db.query(
    `insert into applicants (user_id, age_range, application_status, terms_accepted_at)
     select id, '21-30', 'QUESTIONNAIRE', now() from unnest($1::uuid[]) as t(id)`,
    [ids],
  );
  const sessions = await db.query(
    `insert into sessions (user_id, expires_at) select id, now() + interval '1 day' from unnest($1::uuid[]) as t(id)
     returning id, user_id`,
    [ids],
  );
  const key = new TextEncoder().encode(BENCH_SECRET);
  const takers = await Promise.all(
    sessions.rows.map(async (s) => ({
      userId: s.user_id,
      token: await new SignJWT({ sid: s.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1d')
        .sign(key),
      latest: new Map(),
    })),
  );

  for (let i = 0; i < takers.length; i += 50) {
    await Promise.all(
      takers.slice(i, i + 50).map(async (t) => {
        const started = await portal.request('POST', '/api/applicant/startTest', t.token);
        if (started.status !== 200) throw new Error(`startTest answered ${started.status}: ${started.body}`);
        t.questions = JSON.parse(
          (await portal.request('GET', '/api/applicant/test', t.token)).body,
        ).questions;
      }),
    );
  }

  const latencies = [];
  let failures = 0;
  const timedFrom = Date.now() + WARM_UP_MS;
  const endAt = timedFrom + SECONDS * 1000;
  await Promise.all(
    takers.map(async (t, i) => {
      // Real takers do not move in step: spread the first saves over the interval.
      await new Promise((r) => setTimeout(r, (i / takers.length) * INTERVAL_MS));
      for (let n = 0; Date.now() < endAt; n += 1) {
        const question = t.questions[n % t.questions.length];
        const answer = question.options[(n + i) % question.options.length];
        const tick = Date.now();
        const saved = await portal.request('PATCH', '/api/applicant/test/answer', t.token, {
          questionId: question.id,
          answer,
        });
        if (tick >= timedFrom) latencies.push(saved.ms);
        if (saved.status === 200) t.latest.set(question.id, answer);
        else failures += 1;
        await new Promise((r) => setTimeout(r, Math.max(0, INTERVAL_MS - (Date.now() - tick))));
      }
    }),
  );

  const stored = await db.query(
    'select a.applicant_id, x.question_id, x.answer from test_answers x join test_attempts a on a.id = x.attempt_id',
  );
  const saved = new Map(stored.rows.map((row) => [`${row.applicant_id}/${row.question_id}`, row.answer]));
  let lost = 0;
  for (const t of takers) {
    for (const [questionId, answer] of t.latest)
      if (saved.get(`${t.userId}/${questionId}`) !== answer) lost += 1;
  }

  const p = (x) => round(percentile(latencies, x));
  console.log(
    `\nTest autosave: ${TAKERS} takers, a save every ${INTERVAL_MS / 1000} s each for ${SECONDS} s, PostgreSQL`,
  );
  console.log(
    `  saves: ${latencies.length} (${Math.round(latencies.length / SECONDS)}/s), refused: ${failures}, lost: ${lost}`,
  );
  console.log(`  latency p50 ${p(50)} ms · p95 ${p(95)} ms · p99 ${p(99)} ms · max ${p(100)} ms`);
  reportFigures([
    { name: 'test autosave p99, 1,000 takers', value: p(99), unit: 'ms', budget: '≤ 50', ok: p(99) <= 50 },
    {
      name: 'test autosave answers lost',
      value: lost + failures,
      unit: '',
      budget: '0',
      ok: lost + failures === 0,
    },
  ]);
} finally {
  await db.end();
  await portal.stop();
  await database.drop();
}
