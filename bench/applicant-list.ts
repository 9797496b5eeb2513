// Staff list and export over 1,000,000 applicants on PostgreSQL.
// Budgets: one page of the list, filtered, searched by a fragment, or in a review order, p95 ≤ 25 ms;
// export of 100,000 rows ≤ 10 s with the portal's memory growing by less than 100 MB.
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

const bench = await startBenchPortal('list');
const { portal, db, adminToken: token } = bench;
try {
  const seedStarted = performance.now();
  // Every tenth applicant is INTERVIEWED, so that stage holds 100,000 rows to export. Every third
  // has a first-round aggregate as refreshReviewAggregates writes it (issue 22.5): a score from 1.0
  // to 5.0, one to three reviews, and one in seven of those with more than one review disagreeing,
  // spread over both stages (about 32,000 in all).
  await insertApplicantUsers((text) => db.query(text), APPLICANTS);
  await db.query(`
    insert into applicants (user_id, age_range, application_status, terms_accepted_at, created_at,
                            review_score, review_count, review_disagrees)
    select id, '21-30',
           case when n % 10 = 0 then 'INTERVIEWED' else 'APPLIED' end,
           created_at, created_at,
           case when n % 3 = 0 then 1 + ((n / 3) * 7 % 41) / 10.0 end,
           case when n % 3 = 0 then 1 + (n / 3) % 3 else 0 end,
           n % 3 = 0 and (n / 3) % 3 > 0 and (n / 3) % 7 = 1
    from (select id, created_at, split_part(split_part(email, '@', 1), 'applicant', 2)::int as n
          from users where role = 'APPLICANT') as numbered`);
  // As autovacuum would after a load: the visibility map lets the list walk its indexes alone.
  await db.query('vacuum analyze');
  // Flush the load's writes now, so a checkpoint does not land in the middle of the timings.
  await db.query('checkpoint');
  console.log(
    `Seeded ${APPLICANTS.toLocaleString()} applicants in ${round((performance.now() - seedStarted) / 1000)} s`,
  );

  const fragments = ['0123', '45678', '9911', '2024', '777'];
  const names = ['okafor12', 'bello99', 'eze5', 'musa300', 'obi7'];
  // The reference: the same filter as a plain SELECT of one page over the same tables, on a pg
  // client of its own (no HTTP, no ORM, no count), timed the same way. The list shows listed
  // applicants only (list_key, migration 0021: no staff accounts, no erased applicants).
  const listed = 'a.list_key is not null';
  const like = (f: string | undefined) => `${listed} and a.search_text like '%${f}%'`;
  const interviewed = `a.list_key = 'INTERVIEWED'`;
  // A review order's page is its reviewed rows in that order (the not yet reviewed follow them).
  const reviewed = 'a.review_count > 0';
  const newest = 'a.created_at desc, a.user_id desc';
  const scoreHigh = `a.review_score desc, ${newest}`;
  const scoreLow = 'a.review_score asc, a.created_at asc, a.user_id asc';
  type Kind =
    | 'first page, all'
    | 'a stage'
    | 'phone fragment'
    | 'name fragment'
    | 'fragment and stage'
    | 'page 50 of a stage'
    | 'score sort, all'
    | 'score sort, a stage'
    | 'score low→high, stage'
    | 'min score and sort'
    | 'disagreement filter'
    | 'disagree in a stage'
    | 'most reviews, all'
    | 'unreviewed in a stage'
    | 'score page 50, stage';
  const plain: Record<Kind, (i: number) => [string, number, string?]> = {
    'first page, all': () => [listed, 0],
    'a stage': () => [interviewed, 0],
    'phone fragment': (i) => [like(fragments[i % fragments.length]), 0],
    'name fragment': (i) => [like(names[i % names.length]), 0],
    'fragment and stage': (i) => [`${interviewed} and ${like(fragments[i % fragments.length])}`, 0],
    'page 50 of a stage': () => [interviewed, 490],
    'score sort, all': () => [`${listed} and ${reviewed}`, 0, scoreHigh],
    'score sort, a stage': () => [`${interviewed} and ${reviewed}`, 0, scoreHigh],
    'score low→high, stage': () => [`${interviewed} and ${reviewed}`, 0, scoreLow],
    'min score and sort': (i) => [
      `${listed} and ${reviewed} and a.review_score >= ${3 + (i % 3) / 2}`,
      0,
      scoreHigh,
    ],
    'disagreement filter': () => [`${listed} and a.review_disagrees`, 0],
    'disagree in a stage': () => [`${interviewed} and a.review_disagrees`, 0],
    'most reviews, all': () => [`${listed} and ${reviewed}`, 0, `a.review_count desc, ${newest}`],
    'unreviewed in a stage': () => [`${interviewed} and a.review_count = 0`, 0],
    'score page 50, stage': () => [`${interviewed} and ${reviewed}`, 490, scoreHigh],
  };
  const kinds: Record<Kind, (i: number) => string> = {
    'first page, all': () => '?page=1&size=10',
    'a stage': () => '?stage=interviewed&page=1&size=10',
    'phone fragment': (i) => `?search=${fragments[i % fragments.length]}&page=1&size=10`,
    'name fragment': (i) => `?search=${names[i % names.length]}&page=1&size=10`,
    'fragment and stage': (i) =>
      `?stage=interviewed&search=${fragments[i % fragments.length]}&page=1&size=10`,
    'page 50 of a stage': () => '?stage=interviewed&page=50&size=10',
    'score sort, all': () => '?sort=score-high&page=1&size=10',
    'score sort, a stage': () => '?stage=interviewed&sort=score-high&page=1&size=10',
    'score low→high, stage': () => '?stage=interviewed&sort=score-low&page=1&size=10',
    'min score and sort': (i) => `?minScore=${3 + (i % 3) / 2}&sort=score-high&page=1&size=10`,
    'disagreement filter': () => '?reviews=disagree&page=1&size=10',
    'disagree in a stage': () => '?stage=interviewed&reviews=disagree&page=1&size=10',
    'most reviews, all': () => '?sort=reviews&page=1&size=10',
    'unreviewed in a stage': () => '?stage=interviewed&reviews=unreviewed&page=1&size=10',
    'score page 50, stage': () => '?stage=interviewed&sort=score-high&page=50&size=10',
  };
  const figures: Figure[] = [];
  let worst = 0;
  let worstPlain = 0;
  console.log('\nApplicant list, one page of 10 (sequential requests):');
  for (const [kind, query] of Object.entries(kinds) as [Kind, (i: number) => string][]) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const answer = await portal.request('GET', `/api/elder/getAllApplicants${query(i)}`, token);
      if (answer.status !== 200) throw new Error(`${kind}: ${answer.status} ${answer.body}`);
      times.push(answer.ms);
    }
    const plainTimes: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const [where, offset, order = newest] = plain[kind](i);
      const started = performance.now();
      await db.query(
        `select u.*, a.* from applicants a join users u on u.id = a.user_id where ${where}
         order by ${order} limit 10 offset ${offset}`,
      );
      plainTimes.push(performance.now() - started);
    }
    worst = Math.max(worst, percentile(times, 95));
    worstPlain = Math.max(worstPlain, percentile(plainTimes, 95));
    console.log(
      `  ${kind.padEnd(24)} p50 ${round(percentile(times, 50))} ms · p95 ${round(percentile(times, 95))} ms · plain SELECT p95 ${round(percentile(plainTimes, 95))} ms`,
    );
  }
  // The figure is the slowest kind's p95: every kind of query must meet the budget.
  const p95 = round(worst);
  figures.push({
    name: `applicant list page p95 (slowest kind), ${APPLICANTS.toLocaleString()}`,
    value: p95,
    unit: 'ms',
    budget: '≤ 25',
    reference: { name: 'plain SELECT p95 (slowest kind)', value: round(worstPlain), unit: 'ms' },
    ratio: round(p95 / worstPlain, 2),
    ok: p95 <= 25,
  });

  // Export: the 100,000 INTERVIEWED rows, sampling the portal's memory while it streams.
  const baseline = portal.rssMb();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, portal.rssMb());
  }, 50);
  const exported = await portal.request('GET', '/api/elder/exportApplicants?stage=interviewed', token);
  clearInterval(sampler);
  const seconds = round(exported.ms / 1000, 2);
  const growth = round(peak - baseline);
  console.log(
    `\nExport of ${(APPLICANTS / 10).toLocaleString()} rows: ${seconds} s, ${round(exported.size / 1024 / 1024)} MB, memory +${growth} MB`,
  );
  figures.push(
    {
      name: `export of ${(APPLICANTS / 10).toLocaleString()} rows`,
      value: seconds,
      unit: 's',
      budget: '≤ 10',
      ok: seconds <= 10 && exported.status === 200,
    },
    { name: 'export memory growth', value: growth, unit: 'MB', budget: '< 100', ok: growth < 100 },
  );
  reportFigures(figures);
} finally {
  await bench.close();
}
