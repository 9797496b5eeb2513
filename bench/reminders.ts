// Reminders on PostgreSQL (issue 23.3). Budget: 100,000 applicants due at once, every reminder
// queued in the outbox within 60 s, none twice, with two portals sweeping at the same time.

import { createTestDatabase, KIT_ADMIN, startPortal } from '@intake/test-kit';
import pg from 'pg';
import { insertApplicantUsers, quick, reportFigures, round } from './lib.ts';

const APPLICANTS = Number(process.env.BENCH_REMINDER_APPLICANTS ?? (quick ? 20_000 : 100_000));
const JOB = 'reminders.send-due';
const KIND = 'reminder:QUESTIONNAIRE_UNFINISHED';

// Two portals on one database, workers on: the sweep is a job, as in production (each portal's
// mail worker sends beside it).
const database = await createTestDatabase('reminders');
// One after the other: the first applies the migrations.
const portals: Awaited<ReturnType<typeof startPortal>>[] = [];
for (const name of ['a', 'b']) {
  portals.push(await startPortal({ env: { DATABASE_URL: database.url }, output: { name } }));
}
const db = new pg.Client({ connectionString: database.url });
await db.connect();
try {
  const [portal] = portals as [(typeof portals)[number]];
  const adminToken = await portal.logIn(KIT_ADMIN.email, KIT_ADMIN.password);
  await insertApplicantUsers((text) => db.query(text), APPLICANTS);
  // Every one applied three days ago and has not finished the questionnaire.
  await db.query(`
    insert into applicants (user_id, age_range, application_status, terms_accepted_at, created_at)
    select id, '21-30', 'APPLIED', now() - interval '3 days', now() - interval '3 days'
    from users where role = 'APPLICANT'`);
  await db.query('vacuum analyze');

  const switchedOn = await fetch(
    `http://127.0.0.1:${portal.port}/api/admin/reminders/QUESTIONNAIRE_UNFINISHED`,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, delayHours: 48, repeatAfterDays: 7 }),
    },
  );
  if (switchedOn.status !== 200) throw new Error(`switching the reminder on answered ${switchedOn.status}`);

  // Two sweeps due now: the first is claimed by one portal, which is busy with it when the second
  // is queued, so the other portal claims the second and both sweep at once.
  const queueSweep = async (name: string) => {
    const { rows } = await db.query(
      `insert into jobs (kind, payload, run_at, unique_key) values ($1, '{}', now(), $2) returning id`,
      [JOB, `${JOB}:bench-${name}`],
    );
    return Number(rows[0].id);
  };
  const claimed = async (id: number) => {
    for (;;) {
      const { rows } = await db.query('select locked_until from jobs where id = $1', [id]);
      if (rows[0]?.locked_until) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const started = performance.now();
  const first = await queueSweep('first');
  await claimed(first);
  const other = await queueSweep('second');
  await claimed(other);

  const count = async () =>
    Number((await db.query('select count(*) from mail_outbox where kind = $1', [KIND])).rows[0].count);
  let queued = 0;
  let seconds = 0;
  for (;;) {
    queued = await count();
    seconds = (performance.now() - started) / 1000;
    if (queued >= APPLICANTS || seconds > 300) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // Both sweeps finish, then nothing more may come.
  for (;;) {
    const { rows } = await db.query('select count(*) from jobs where id = any($1) and finished_at is null', [
      [first, other],
    ]);
    if (Number(rows[0].count) === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const total = await count();
  const distinct = Number(
    (await db.query('select count(distinct user_id) from mail_outbox where kind = $1', [KIND])).rows[0].count,
  );
  const recorded = Number((await db.query('select count(*) from reminder_sends')).rows[0].count);
  console.log(
    `${APPLICANTS.toLocaleString()} due: ${total.toLocaleString()} reminders queued (${distinct.toLocaleString()} applicants, ${recorded.toLocaleString()} recorded) in ${round(seconds, 2)} s by two sweeps at once`,
  );
  const complete = queued >= APPLICANTS && total === APPLICANTS && distinct === APPLICANTS;
  reportFigures([
    {
      name: `Reminders for ${APPLICANTS.toLocaleString()} applicants due at once, queued (two sweeps)`,
      value: round(seconds, 2),
      unit: 's',
      budget: '≤ 60',
      ok: complete && seconds <= 60,
    },
    {
      name: 'Reminders queued twice to one applicant',
      value: total - distinct,
      unit: 'mails',
      budget: '0',
      ok: total - distinct === 0,
    },
  ]);
} finally {
  await db.end();
  await Promise.all(portals.map((p) => p.stop()));
  await database.drop();
}
