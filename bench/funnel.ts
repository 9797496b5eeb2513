// The funnel of one cohort of 1,000,000 applicants on PostgreSQL (issue 23.6).
// Budget: GET /api/admin/funnel/:cohortId p95 ≤ 1 s. Reference, measured in the same run: the
// stage counts alone read straight from the activity log (what the kept counts replace).
import {
  type Figure,
  insertApplicantUsers,
  percentile,
  quick,
  reportFigures,
  round,
  startBenchPortal,
} from './lib.ts';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? (quick ? 100_000 : 1_000_000));
const RUNS = 100;
const REFERENCE_RUNS = 3;
const PATH = [
  'APPLIED',
  'QUESTIONNAIRE',
  'TESTING',
  'TESTED',
  'INVITED_FOR_INTERVIEW',
  'INTERVIEWING',
  'INTERVIEWED',
  'OFFERED_ADMISSION',
  'ACCEPTED_ADMISSION',
  'ENROLLED',
];
// Share of applicants who get at least this far along PATH (index 1 on): a bootcamp's funnel.
const REACH = [0.8, 0.65, 0.6, 0.3, 0.25, 0.24, 0.1, 0.07, 0.06];
const STATES = ['Lagos', 'Oyo', 'Kano', 'Rivers', 'Enugu', 'Kaduna', 'Ogun', 'Abuja FCT', 'Delta', 'Anambra'];
const AGES = ['16-20', '21-30', '21-30', '21-30', '31-39', '40 and above'];
const REASONS = [
  'Found a job',
  'Moving abroad',
  'Cannot afford the time',
  'Family reasons',
  'Chose another school',
];
const sqlList = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

const bench = await startBenchPortal('funnel');
const { portal, db, adminToken: token } = bench;
try {
  const seedStarted = performance.now();
  await insertApplicantUsers((text) => db.query(text), APPLICANTS);
  const cohort = await db.query<{ id: string }>(
    `insert into cohorts (name, start_month, start_year) values ('Bench cohort', 1, 2027) returning id`,
  );
  const cohortId = cohort.rows[0]?.id as string;
  // Each applicant's depth along PATH (1 = only applied) from a hash of their number, and a
  // withdrawal for one in twenty of those who stopped before an interview.
  await db.query(`
    create unlogged table bench_seed as
    select u.id, u.created_at, n, 1 + (select count(*)::int from unnest(${`array[${REACH.join(',')}]::float8[]`}) r
                                        where ((n::bigint * 2654435761) % 1000) / 1000.0 < r) as depth
    from (select id, created_at, substring(email from 'applicant([0-9]+)@')::int as n
          from users where role = 'APPLICANT') u`);
  await db.query(`
    insert into applicants (user_id, cohort_id, age_range, application_status, questionnaire, withdrawn_at,
                            terms_accepted_at, created_at)
    select id, '${cohortId}', (${sqlList(AGES)})[1 + n % ${AGES.length}], (${sqlList(PATH)})[depth],
           case when depth > 1 then jsonb_build_object('stateOfOrigin', (${sqlList(STATES)})[1 + n % ${STATES.length}]) end,
           case when depth < 5 and n % 20 = 0 then created_at + interval '3 days' end,
           created_at, created_at
    from bench_seed`);
  // The load writes the log set-based with the trigger off, then counts it as the migration's
  // backfill does (intake_funnel_rebuild): the same figures as the trigger's, row by row.
  await db.query('alter table activity_log disable trigger activity_log_counts_funnel');
  await db.query(`
    insert into activity_log (applicant_id, actor_id, action, from_status, to_status, created_at)
    select s.id, null, case when k = 1 then 'APPLIED' else 'BENCH_MOVE' end,
           case when k > 1 then (${sqlList(PATH)})[k - 1] end, (${sqlList(PATH)})[k],
           s.created_at + make_interval(mins => (k - 1) * (30 + (s.n * 7 + k * 13) % 4000))
    from bench_seed s cross join generate_series(1, s.depth) k`);
  await db.query(`
    insert into activity_log (applicant_id, actor_id, action, details, created_at)
    select s.id, s.id, 'APPLICATION_WITHDRAWN',
           jsonb_build_object('reason', 'I want to Withdraw my Application because ' || (${sqlList(REASONS)})[1 + s.n / 20 % ${REASONS.length}]),
           s.created_at + interval '3 days'
    from bench_seed s where s.depth < 5 and s.n % 20 = 0`);
  // Staff notes between the moves, as a real log has.
  await db.query(`
    insert into activity_log (applicant_id, action, created_at)
    select id, 'COMMENT_ADDED', created_at + interval '1 hour' from bench_seed where n % 4 = 0`);
  await db.query('alter table activity_log enable trigger activity_log_counts_funnel');
  await db.query('select intake_funnel_rebuild()');
  await db.query('drop table bench_seed');
  await db.query('vacuum analyze');
  await db.query('checkpoint');
  const logRows = Number(
    (await db.query<{ n: string }>('select count(*) as n from activity_log')).rows[0]?.n,
  );
  console.log(
    `Seeded ${APPLICANTS.toLocaleString()} applicants, ${logRows.toLocaleString()} activity-log rows in ${round((performance.now() - seedStarted) / 1000)} s`,
  );

  const times: number[] = [];
  let body = '';
  for (let i = 0; i < RUNS; i += 1) {
    const answer = await portal.request('GET', `/api/admin/funnel/${cohortId}`, token);
    if (answer.status !== 200) throw new Error(`funnel: ${answer.status} ${answer.body}`);
    times.push(answer.ms);
    body = answer.body;
  }
  const funnel = JSON.parse(body) as { stages: { status: string; reached: number }[] };
  console.log(`  stages reached: ${funnel.stages.map((s) => `${s.status} ${s.reached}`).join(' · ')}`);
  if (funnel.stages[0]?.reached !== APPLICANTS) throw new Error('the funnel does not count every applicant');

  const referenceTimes: number[] = [];
  for (let i = 0; i < REFERENCE_RUNS; i += 1) {
    const started = performance.now();
    await db.query(
      `select l.to_status, count(distinct l.applicant_id) from activity_log l
       join applicants a on a.user_id = l.applicant_id
       where a.cohort_id = $1 and l.to_status is not null group by l.to_status`,
      [cohortId],
    );
    referenceTimes.push(performance.now() - started);
  }
  const p95 = round(percentile(times, 95));
  const reference = round(percentile(referenceTimes, 50));
  console.log(
    `\nFunnel of ${APPLICANTS.toLocaleString()} applicants: p50 ${round(percentile(times, 50))} ms · p95 ${p95} ms; stage counts straight from the log: ${reference} ms`,
  );
  const figures: Figure[] = [
    {
      name: `funnel API p95, cohort of ${APPLICANTS.toLocaleString()}`,
      value: p95,
      unit: 'ms',
      budget: '≤ 1000',
      reference: {
        name: 'stage counts straight from the activity log (median)',
        value: reference,
        unit: 'ms',
      },
      ratio: round(p95 / reference, 3),
      ok: p95 <= 1000,
    },
  ];
  reportFigures(figures);
} finally {
  await bench.close();
}
