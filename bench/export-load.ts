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
import { type Portal, signSession, startPortal } from '@intake/test-kit';
import {
  type Figure,
  insertApplicantUsers,
  percentile,
  quick,
  reportFigures,
  round,
  startBenchPortal,
} from './lib.ts';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? (quick ? 10_000 : 50_000));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 5 : 10));
const EXPORTERS = 4;
const ASK_EVERY_MS = 10;
const BUDGET_RATIO = 3;
const DATABASES = process.env.BENCH_DATABASE ? [process.env.BENCH_DATABASE] : ['postgres', 'embedded'];

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
interface Tokens {
  reader: string;
  exporters: string[];
}

/** The applicants, the reader and the exporting elders, each with a session; answers their tokens. */
async function seed(query: Query): Promise<Tokens> {
  await insertApplicantUsers(query, APPLICANTS);
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
  const rows = sessions.rows as { id: string; role: string }[];
  const reader = rows.find((row) => row.role === 'APPLICANT');
  if (!reader) throw new Error('the reader has no session');
  return {
    reader: await signSession(reader.id),
    exporters: await Promise.all(
      rows.filter((row) => row.role === 'ELDER').map((row) => signSession(row.id)),
    ),
  };
}

/** Asks /api/user/me every ASK_EVERY_MS for SECONDS; answers the latencies in ms. */
async function askMe(portal: Portal, token: string) {
  const times: number[] = [];
  const pending: Promise<void>[] = [];
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
function keepExporting(portal: Portal, tokens: string[]) {
  let stopped = false;
  const done = { exports: 0, refused: 0, seconds: [] as number[] };
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

async function measure(label: string, portal: Portal, tokens: Tokens): Promise<Figure> {
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

const figures: Figure[] = [];

if (DATABASES.includes('postgres')) {
  const bench = await startBenchPortal('exports', { WORKERS: 'off' });
  try {
    const tokens = await seed((text) => bench.db.query(text));
    await bench.db.query('vacuum analyze');
    await bench.db.query('checkpoint');
    figures.push(await measure('PostgreSQL', bench.portal, tokens));
  } finally {
    await bench.close();
  }
}

// The embedded database: the portal creates it, the bench fills it while the portal is stopped.
if (DATABASES.includes('embedded')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'intake-bench-exports-'));
  const first = await startPortal({ dataDir, env: { WORKERS: 'off' } });
  await first.stop();
  mkdirSync(path.join(dataDir, 'db'), { recursive: true });
  const embedded = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gin } });
  const embeddedTokens = await seed((text) => embedded.query<Record<string, unknown>>(text));
  await embedded.query('vacuum analyze');
  await embedded.close();
  const portalEmbedded = await startPortal({ dataDir, env: { WORKERS: 'off' } });
  try {
    figures.push(await measure('embedded database', portalEmbedded, embeddedTokens));
  } finally {
    await portalEmbedded.stop();
  }
}

reportFigures(figures);
