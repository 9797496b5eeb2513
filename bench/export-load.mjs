// Applicant exports must not starve the portal: the p95 of GET /api/user/me (an applicant reading
// their own data) while 4 staff members export every applicant at once, against its p95 with no
// export, both measured in the same run. 50,000 applicants, on PostgreSQL and on the embedded
// database. Budget: under export ≤ 3× idle. /api/user/me is asked every 10 ms (open loop: a slow
// answer does not slow the asking) for BENCH_SECONDS. BENCH_DATABASE=postgres or =embedded runs one.
// The machine's load average is printed with each figure: other processes on the same cores decide
// much of a p95.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SignJWT } from 'jose';
import pg from 'pg';
import {
  BENCH_SECRET,
  createBenchDatabase,
  percentile,
  quick,
  reportFigures,
  round,
  startPortal,
} from './lib.mjs';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? (quick ? 10_000 : 50_000));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 5 : 10));
const EXPORTERS = 4;
const ASK_EVERY_MS = 10;
const BUDGET_RATIO = 3;
const DATABASES = process.env.BENCH_DATABASE ? [process.env.BENCH_DATABASE] : ['postgres', 'embedded'];

/** The applicants, the reader and the exporting elders, each with a session; answers their tokens. */
async function seed(query) {
  await query(`
    insert into users (email, first_name, last_name, phone, gender, role, created_at)
    select 'applicant' || n || '@bench.test',
           (array['Ada','Chidi','Amina','Tunde','Ngozi','Emeka','Fatima','Bola'])[1 + n % 8],
           (array['Okafor','Bello','Adeyemi','Eze','Musa','Obi','Okoro','Ibrahim'])[1 + (n / 8) % 8] || n,
           '80' || lpad(((n::bigint * 7919) % 100000000)::text, 8, '0'),
           case when n % 2 = 0 then 'Female' else 'Male' end,
           'APPLICANT',
           now() - make_interval(secs => n)
    from generate_series(1, ${APPLICANTS}) as n`);
  await query(`
    insert into applicants (user_id, age_range, application_status, terms_accepted_at, created_at)
    select id, '21-30', 'APPLIED', created_at, created_at from users where role = 'APPLICANT'`);
  await query(`
    insert into users (email, first_name, last_name, role)
    select 'elder' || n || '@bench.test', 'Tolu', 'Elder' || n, 'ELDER' from generate_series(1, ${EXPORTERS}) as n`);
  const sessions = await query(`
    insert into sessions (user_id, expires_at)
    select id, now() + interval '1 day' from users
    where email = 'applicant1@bench.test' or role = 'ELDER'
    returning id, (select role from users where users.id = user_id) as role`);
  const tokenOf = (sid) =>
    new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode(BENCH_SECRET));
  const rows = sessions.rows;
  return {
    reader: await tokenOf(rows.find((row) => row.role === 'APPLICANT').id),
    exporters: await Promise.all(rows.filter((row) => row.role === 'ELDER').map((row) => tokenOf(row.id))),
  };
}

/** Asks /api/user/me every ASK_EVERY_MS for SECONDS; answers the latencies in ms. */
async function askMe(portal, token) {
  const times = [];
  const pending = [];
  const until = performance.now() + SECONDS * 1000;
  while (performance.now() < until) {
    pending.push(
      portal.request('GET', '/api/user/me', token).then((answer) => {
        if (answer.status !== 200) throw new Error(`/api/user/me: ${answer.status} ${answer.body}`);
        times.push(answer.ms);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
  }
  await Promise.all(pending);
  return times;
}

/** Each exporter exports the whole list again and again until stopped; answers the counts. */
function keepExporting(portal, tokens) {
  let stopped = false;
  const done = { exports: 0, refused: 0, seconds: [] };
  const loops = tokens.map(async (token) => {
    while (!stopped) {
      const answer = await portal.request('GET', '/api/elder/exportApplicants', token);
      if (answer.status === 200) {
        done.exports += 1;
        done.seconds.push(answer.ms / 1000);
      } else done.refused += 1;
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return done;
    },
  };
}

async function measure(label, portal, tokens) {
  await askMe(portal, tokens.reader).catch(() => {}); // warm-up
  const idle = await askMe(portal, tokens.reader);
  const exporting = keepExporting(portal, tokens.exporters);
  // Let all four exports get going before timing.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const busy = await askMe(portal, tokens.reader);
  const done = await exporting.stop();
  const idleP95 = round(percentile(idle, 95));
  const busyP95 = round(percentile(busy, 95));
  const ratio = round(busyP95 / idleP95, 2);
  console.log(
    `\n${label}, ${APPLICANTS.toLocaleString()} applicants: GET /api/user/me every ${ASK_EVERY_MS} ms for ${SECONDS} s`,
  );
  console.log(
    `  idle             p50 ${round(percentile(idle, 50))} ms · p95 ${idleP95} ms · max ${round(Math.max(...idle))} ms (${idle.length} answers)`,
  );
  console.log(
    `  ${EXPORTERS} exports running p50 ${round(percentile(busy, 50))} ms · p95 ${busyP95} ms · max ${round(Math.max(...busy))} ms (${busy.length} answers)`,
  );
  console.log(
    `  exports finished ${done.exports} (median ${round(percentile(done.seconds, 50), 2)} s each), refused ${done.refused}; ratio ${ratio}`,
  );
  console.log(
    `  load average ${loadavg()
      .map((load) => round(load, 2))
      .join(' ')}`,
  );
  return {
    name: `GET /api/user/me p95 during ${EXPORTERS} exports, ${label}`,
    value: busyP95,
    unit: 'ms',
    budget: `≤ ${BUDGET_RATIO}× idle`,
    reference: { name: 'idle p95, same run', value: idleP95, unit: 'ms' },
    ratio,
    ok: ratio <= BUDGET_RATIO && done.refused === 0 && done.exports >= EXPORTERS,
  };
}

const figures = [];

if (DATABASES.includes('postgres')) {
  const database = await createBenchDatabase('exports');
  const portal = await startPortal({ DATABASE_URL: database.url, WORKERS: 'off' });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const tokens = await seed((text) => client.query(text));
    await client.query('vacuum analyze');
    await client.query('checkpoint');
    figures.push(await measure('PostgreSQL', portal, tokens));
  } finally {
    await client.end();
    await portal.stop();
    await database.drop();
  }
}

// The embedded database: the portal creates it, the bench fills it while the portal is stopped.
if (DATABASES.includes('embedded')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'intake-bench-exports-'));
  const first = await startPortal({ DATABASE_URL: '', DATA_DIR: dataDir, WORKERS: 'off' });
  const migrated = (await first.request('GET', '/api/health')).status === 200;
  await first.stop();
  if (!migrated) throw new Error('the portal on the embedded database did not start');
  mkdirSync(path.join(dataDir, 'db'), { recursive: true });
  const embedded = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gin } });
  const embeddedTokens = await seed((text) => embedded.query(text));
  await embedded.query('vacuum analyze');
  await embedded.close();
  const portalEmbedded = await startPortal({ DATABASE_URL: '', DATA_DIR: dataDir, WORKERS: 'off' });
  try {
    figures.push(await measure('embedded database', portalEmbedded, embeddedTokens));
  } finally {
    await portalEmbedded.stop();
  }
}

reportFigures(figures);
