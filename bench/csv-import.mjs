// CSV registration on PostgreSQL. Budget: 100,000 rows registered (rows stored and 100,000
// create-password e-mails queued) in ≤ 20 s, with the portal's memory growing by < 100 MB.
import pg from 'pg';
import { createBenchDatabase, reportFigures, round, startPortal } from './lib.mjs';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
const header = 'firstName,lastName,email,phone,dialCode,gender,ageRange';
const lines = [header];
for (let n = 1; n <= ROWS; n += 1) {
  lines.push(
    `Ada${n},Obi${n},csv${n}@bench.test,80${String(n).padStart(8, '0')},+234,${n % 2 ? 'Female' : 'Male'},21-30`,
  );
}
const csv = `${lines.join('\n')}\n`;

const database = await createBenchDatabase('csv');
// The workers stay off: the figure is registering and queueing, not the SMTP server's speed.
const portal = await startPortal({ DATABASE_URL: database.url, WORKERS: 'off' });
const db = new pg.Client({ connectionString: database.url });
await db.connect();
try {
  const login = await portal.request('POST', '/api/user/login', undefined, {
    email: 'bench-admin@intake.test',
    password: 'bench-admin-password',
  });
  const token = JSON.parse(login.body).accessToken;

  const baseline = portal.rssMb();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, portal.rssMb());
  }, 25);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'applicants.csv');
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${portal.port}/api/admin/registerApplicantsViaCSV`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const report = await response.json();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, portal.rssMb());

  const applicants = Number((await db.query('select count(*) from applicants')).rows[0].count);
  const queued = Number(
    (await db.query(`select count(*) from mail_outbox where kind = 'create-password' and status = 'pending'`))
      .rows[0].count,
  );
  console.log(
    `${(csv.length / 1024 / 1024).toFixed(1)} MB CSV: HTTP ${response.status}, report ${JSON.stringify({ ...report, problems: report.problems?.length })}`,
  );
  console.log(
    `registered ${applicants.toLocaleString()} applicants, queued ${queued.toLocaleString()} e-mails`,
  );
  console.log(`took ${round(seconds, 2)} s; memory ${round(baseline)} → peak ${round(peak)} MB`);
  const complete = response.status === 200 && applicants === ROWS && queued === ROWS;
  reportFigures([
    {
      name: `CSV of ${ROWS.toLocaleString()} rows registered and mailed (queued)`,
      value: round(seconds, 2),
      unit: 's',
      budget: '≤ 20',
      ok: complete && seconds <= 20,
    },
    {
      name: 'API memory growth during the CSV import',
      value: round(peak - baseline),
      unit: 'MB',
      budget: '< 100',
      ok: complete && peak - baseline < 100,
    },
  ]);
} finally {
  await db.end();
  await portal.stop();
  await database.drop();
}
