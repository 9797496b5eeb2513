// CSV registration on PostgreSQL. Budget: 100,000 rows registered (rows stored and 100,000
// create-password e-mails owed, written by the outbox as it gets to them: decision 0101) in
// ≤ 20 s, with the portal's memory growing by < 100 MB, and within 1.5× the COPY of the same rows
// measured after it in the same run (issue 27.3).

import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applicantsCsv } from '@intake/test-kit';
import { quick, reportFigures, round, startBenchPortal } from './lib.ts';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? (quick ? 20_000 : 100_000));
const csv = applicantsCsv(ROWS, 'bench.test');

// The workers stay off: the figure is registering and queueing, not the SMTP server's speed.
const bench = await startBenchPortal('csv', { WORKERS: 'off' });
const { portal, db, adminToken: token } = bench;
try {
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
  // Owed, or already written into the outbox (the workers are off: none should be).
  const queued = Number(
    (
      await db.query(`select (select count(*) from users where invitation_owed_at is not null)
        + (select count(*) from mail_outbox where kind = 'create-password' and status = 'pending') as count`)
    ).rows[0].count,
  );
  console.log(
    `${(csv.length / 1024 / 1024).toFixed(1)} MB CSV: HTTP ${response.status}, report ${JSON.stringify({ ...report, problems: report.problems?.length })}`,
  );
  console.log(
    `registered ${applicants.toLocaleString()} applicants, owing ${queued.toLocaleString()} e-mails`,
  );
  console.log(`took ${round(seconds, 2)} s; memory ${round(baseline)} → peak ${round(peak)} MB`);
  // The reference: COPY of the same rows (as users and their applicants, other addresses) from a
  // file the local server reads, in the same database, after the import.
  const copyFile = path.join(tmpdir(), `intake-bench-copy-${process.pid}.csv`);
  writeFileSync(copyFile, csv.replaceAll('@bench.test', '@copy.bench.test'), { mode: 0o644 });
  const copyStarted = performance.now();
  await db.query('begin');
  await db.query(`create temp table csv_rows (first_name text, last_name text, email text, phone text,
    dial_code text, gender text, age_range text) on commit drop`);
  await db.query(`copy csv_rows from '${copyFile}' with (format csv, header true)`);
  await db.query(`insert into users (email, first_name, last_name, phone, dial_code, gender, role)
    select email, first_name, last_name, phone, dial_code, gender, 'APPLICANT' from csv_rows`);
  await db.query(`insert into applicants (user_id, age_range, application_status, terms_accepted_at)
    select u.id, c.age_range, 'APPLIED', now() from csv_rows c join users u on u.email = c.email`);
  await db.query('commit');
  const copySeconds = (performance.now() - copyStarted) / 1000;
  console.log(`reference: COPY of the same rows into users and applicants took ${round(copySeconds, 2)} s`);
  const complete = response.status === 200 && applicants === ROWS && queued === ROWS;
  reportFigures([
    {
      name: `CSV of ${ROWS.toLocaleString()} rows registered and mailed (queued)`,
      value: round(seconds, 2),
      unit: 's',
      budget: '≤ 20',
      reference: { name: 'COPY of the same rows', value: round(copySeconds, 2), unit: 's' },
      ratio: round(seconds / copySeconds, 1),
      ok: complete && seconds <= 20,
    },
    {
      name: 'CSV import against COPY of the same rows (same run)',
      value: round(seconds / copySeconds, 2),
      unit: '×',
      budget: '≤ 1.5',
      reference: { name: 'COPY of the same rows', value: round(copySeconds, 2), unit: 's' },
      ok: complete && seconds / copySeconds <= 1.5,
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
  await bench.close();
}
