// Two processes expiring 1,000 offers at once on PostgreSQL (issue 23.2): offers out never above seats.
// 10 cohorts of 100 seats, each with 100 offers past their deadline, 50 applicants on the waitlist
// and 80 interviewed ones a staff member tries to offer a seat to. Two worker processes run the
// offers sweep's expiry pass (expireDueOffers) at the same instant on the same database, each
// expiry freeing a seat and promoting the next on the waitlist, while each also makes staff offers
// (sendDecision) to the 80, over and over until its pass ends: the first 50 expiries of a cohort
// promote, the other 50 leave a seat for a staff offer, which both processes try to take at once. A third connection samples every cohort's
// offers out + accepted against its seats. Afterwards: every old offer expired once, the waitlist
// empty, offers out = seats (500 promoted + 500 staff offers), none ever above.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@intake/test-kit';
import pg from 'pg';
import { quick, reportFigures, round } from './lib.ts';

/**
 * The API's own functions, loaded from its sources at run time: the tooling typecheck does not
 * take in the API's types (its Fastify augmentations), so each is declared here by what is used.
 */
const fromApi = (file: string) => import(new URL(`../apps/api/src/${file}`, import.meta.url).href);
const { openDatabase } = (await fromApi('db/client.ts')) as {
  openDatabase(options: { databaseUrl: string; pgliteDir: undefined; poolSize: number }): Promise<{
    db: unknown;
    close(): Promise<void>;
  }>;
};

const COHORTS = quick ? 4 : 10;
const SEATS = 100;
const WAITING = 50;
const STAFF_TARGETS = 80;

if (process.argv[2] === '--expire') {
  // A worker: opens the database, waits for the common start, runs one expiry pass, reports.
  const [, , , url = '', startAt, actorId = ''] = process.argv;
  const { loadConfig } = (await fromApi('config.ts')) as { loadConfig(env: Record<string, string>): unknown };
  const { sendDecision } = (await fromApi('modules/admissions/admissions.service.ts')) as {
    sendDecision(deps: unknown, email: string, decision: string, actorId: string): Promise<unknown>;
  };
  const { expireDueOffers } = (await fromApi('modules/admissions/offers.service.ts')) as {
    expireDueOffers(deps: unknown): Promise<number>;
  };
  const database = await openDatabase({ databaseUrl: url, pgliteDir: undefined, poolSize: 4 });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'intake-offer-expiry-')),
    DATABASE_URL: url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://portal.bench',
  });
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
  // Logged failures go to stderr, which the run shows.
  const log = { error: (details: unknown, message: string) => console.error(message, details) };
  const deps = { db: database.db, config, log };
  const reader = new pg.Client({ connectionString: url });
  await reader.connect();
  const { rows } = await reader.query(
    `select email from users where email like '%-staff%' order by md5(email || $1)`,
    [String(process.pid)],
  );
  await reader.end();
  const targets = rows.map((row: { email: string }) => row.email);
  const started = performance.now();
  let passing = true;
  let refused = 0;
  const offering = (async () => {
    // Round after round while the pass runs, and one more after it, for the seats it freed last.
    for (let last = false; !last; ) {
      last = !passing;
      for (const email of targets) {
        try {
          // An applicant already offered is answered at once (a repeat), as a double click would be.
          await sendDecision(deps, email, 'Offer Admission', actorId);
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode !== 409) throw error;
          refused += 1;
        }
      }
    }
  })();
  const expired = await expireDueOffers(deps);
  const ms = performance.now() - started;
  passing = false;
  await offering;
  console.log(JSON.stringify({ expired, ms, refused }));
  await database.close();
  process.exit(0);
}

const database = await createTestDatabase('offer_expiry');
const migrated = await openDatabase({ databaseUrl: database.url, pgliteDir: undefined, poolSize: 2 });
await migrated.close();
const db = new pg.Client({ connectionString: database.url });
await db.connect();

try {
  await db.query(`
    insert into cohorts (name, tuition_fee, start_month, start_year, seats, offer_response_days)
    select 'Bench cohort ' || c, 500000, 1, 2027, ${SEATS}, 7 from generate_series(1, ${COHORTS}) as c`);
  // Per cohort: SEATS applicants holding an offer past its deadline, WAITING on the waitlist.
  await db.query(`
    insert into users (email, first_name, last_name, phone, gender, role)
    select 'cohort' || c.n || '-' || kind || i || '@bench.test', 'Ada', 'Obi' || i,
           '80' || lpad((c.n * 100000 + i + case kind when 'offered' then 0 when 'waiting' then 30000 else 60000 end)::text, 8, '0'),
           'Female', 'APPLICANT'
    from (select row_number() over (order by id) as n, id from cohorts where name like 'Bench cohort %') c,
         (values ('offered', ${SEATS}), ('waiting', ${WAITING}), ('staff', ${STAFF_TARGETS})) as k(kind, many),
         generate_series(1, k.many) as i`);
  await db.query(`
    insert into applicants (user_id, age_range, application_status, terms_accepted_at, cohort_id, review_score)
    select u.id, '21-30',
           case when u.email like '%-offered%' then 'OFFERED_ADMISSION' else 'INTERVIEWED' end,
           now(), c.id,
           case when u.email like '%-waiting%' then 1 + (abs(hashtext(u.email)) % 41) / 10.0 end
    from users u
    join (select row_number() over (order by id) as n, id from cohorts where name like 'Bench cohort %') c
      on u.email like 'cohort' || c.n || '-%'`);
  const { rows: staff } = await db.query(`
    insert into users (email, first_name, last_name, phone, gender, role)
    values ('staff@bench.test', 'Bench', 'Admin', '8099999999', 'Female', 'ADMIN') returning id`);
  await db.query(`
    insert into offers (applicant_id, cohort_id, offered_at, expires_at)
    select user_id, cohort_id, now() - interval '8 days', now() - interval '1 second'
    from applicants where application_status = 'OFFERED_ADMISSION'`);
  await db.query(`
    insert into waitlist_entries (cohort_id, applicant_id)
    select a.cohort_id, a.user_id from applicants a join users u on u.id = a.user_id
    where a.application_status = 'INTERVIEWED' and u.email like '%-waiting%'`);
  await db.query('vacuum analyze');

  // Offers out + accepted above seats in any cohort, at this instant (0 when none is).
  const overSeats = async () => {
    const { rows } = await db.query(`
      select coalesce(max(taken - seats), 0)::int as over from (
        select c.seats, count(*) filter (where a.list_key in
          ('OFFERED_ADMISSION', 'ACCEPTED_ADMISSION', 'ENROLLED', 'CHECKED_IN', 'NATIVE')) as taken
        from cohorts c join applicants a on a.cohort_id = c.id group by c.id, c.seats) as per_cohort`);
    return rows[0].over as number;
  };

  const startAt = Date.now() + 3_000;
  const workers = [1, 2].map(
    () =>
      new Promise<{ expired: number; ms: number; refused: number }>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', import.meta.filename, '--expire', database.url, String(startAt), staff[0].id],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
        });
        child.on('exit', (code) =>
          code === 0
            ? resolve(JSON.parse(out.trim().split('\n').at(-1) as string))
            : reject(new Error(`worker ${code}`)),
        );
      }),
  );
  let running = true;
  let worstOver = 0;
  let samples = 0;
  const sampling = (async () => {
    while (running) {
      worstOver = Math.max(worstOver, await overSeats());
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const results = await Promise.all(workers);
  running = false;
  await sampling;
  worstOver = Math.max(worstOver, await overSeats());

  const { rows } = await db.query(`
    select
      (select count(*) from offers where state = 'EXPIRED')::int as expired,
      (select count(*) from offers where state = 'OUTSTANDING' and from_waitlist)::int as promoted,
      (select count(*) from offers where state = 'OUTSTANDING')::int as outstanding,
      (select count(*) from waitlist_entries where left_at is null)::int as waiting,
      (select count(*) from mail_outbox where kind = 'admission-offer')::int as mails`);
  const totals = rows[0] as {
    expired: number;
    promoted: number;
    outstanding: number;
    waiting: number;
    mails: number;
  };
  const staffOffers = totals.outstanding - totals.promoted;
  const refused = results.reduce((sum, result) => sum + result.refused, 0);
  const offersMade = COHORTS * SEATS;
  const split = results.map((result) => result.expired).join(' + ');
  const seconds = round(Math.max(...results.map((result) => result.ms)) / 1000, 2);
  console.log(
    `Two processes expired ${totals.expired} offers (${split}) in ${seconds} s; ${totals.promoted} promoted, ${staffOffers} staff offers made and ${refused} refused (409) meanwhile, ${totals.waiting} still waiting; ${samples} samples, worst over seats ${worstOver}`,
  );
  reportFigures([
    {
      name: 'offers out above seats, two processes expiring at once',
      value: worstOver,
      unit: 'offers',
      budget: '0',
      ok: worstOver === 0,
    },
    {
      name: 'offers expired once each',
      value: `${totals.expired} of ${offersMade} (${split})`,
      unit: '',
      budget: `${offersMade}, split between both`,
      ok: totals.expired === offersMade && results.every((result) => result.expired > 0),
    },
    {
      name: 'offers out afterwards: promoted + staff (offer e-mails queued)',
      value: `${totals.outstanding}: ${totals.promoted} + ${staffOffers} (${totals.mails})`,
      unit: '',
      budget: `${offersMade}`,
      ok: totals.outstanding === offersMade && totals.mails === offersMade,
    },
    { name: 'two expiry passes, wall time', value: seconds, unit: 's', budget: 'reported', ok: true },
  ]);
} finally {
  await db.end();
  await database.drop();
}
