// Fault 2: kill -9 of the server during a 50,000-row CSV import. After a restart no applicant is
// half registered or registered twice (user ⇔ applicant row, each owed one create-password
// e-mail or holding its one link and e-mail, decision 0101; the status counters right), and the
// same file uploaded again registers the rest and skips those already there.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { applicantsCsv } from '@intake/test-kit';
import pg from 'pg';
import {
  checklist,
  type FaultPortal,
  oneRow,
  type Queryable,
  reportScenario,
  scenarioFolder,
  seconds,
  startFaultPortal,
  startPrivatePostgres,
} from './lib.ts';

const ROWS = Number(process.env.FAULT_CSV_ROWS ?? 50_000);
const NAME = `kill -9 during a ${ROWS.toLocaleString('en')}-row CSV import${process.env.FAULT_DB === 'pglite' ? ' (PGlite)' : ''}`;
/** Kill once this share of the rows is registered. */
const KILL_AT = Math.round(ROWS * 0.3);

const csv = applicantsCsv(ROWS, 'fault.test');

function upload(portal: FaultPortal, accept = 'application/json') {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'applicants.csv');
  return fetch(`${portal.baseURL}/api/admin/registerApplicantsViaCSV`, {
    method: 'POST',
    headers: { authorization: `Bearer ${portal.adminToken}`, accept },
    body: form,
  });
}

type Consistency = Record<
  | 'users'
  | 'applicants'
  | 'users_without_applicant'
  | 'applicants_without_user'
  | 'duplicate_emails'
  | 'users_without_one_invitation'
  | 'orphan_mails'
  | 'users_without_one_log'
  | 'counted'
  | 'all_applicants',
  number
>;

/** Every way a registration could be left half done or doubled, counted. */
async function consistency(db: Queryable) {
  const r = await oneRow<Consistency>(
    db,
    `
    with csv_users as (select id, invitation_owed_at from users where email like 'csv%@fault.test'),
      links as (select user_id, count(*) as n from link_tokens where purpose = 'create-password' group by 1),
      mails as (select user_id, count(*) as n from mail_outbox where kind = 'create-password' group by 1),
      logs as (select applicant_id, count(*) as n from activity_log where action = 'REGISTERED_BY_CSV' group by 1)
    select
      (select count(*) from csv_users)::int as users,
      (select count(*) from applicants a join csv_users u on u.id = a.user_id)::int as applicants,
      (select count(*) from csv_users u left join applicants a on a.user_id = u.id where a.user_id is null)::int
        as users_without_applicant,
      (select count(*) from applicants a left join users u on u.id = a.user_id where u.id is null)::int
        as applicants_without_user,
      (select count(*) from (select lower(email) from users group by 1 having count(*) > 1) d)::int
        as duplicate_emails,
      (select count(*) from csv_users u left join links l on l.user_id = u.id left join mails m on m.user_id = u.id
        where not ((u.invitation_owed_at is not null and l.n is null and m.n is null)
                   or (u.invitation_owed_at is null and l.n = 1 and m.n = 1)))::int
        as users_without_one_invitation,
      (select count(*) from mail_outbox where kind = 'create-password' and user_id is null)::int as orphan_mails,
      (select count(*) from csv_users u left join logs l on l.applicant_id = u.id where l.n is distinct from 1)::int
        as users_without_one_log,
      (select coalesce(sum(applicants), 0) from applicant_status_counts)::int as counted,
      (select count(*) from applicants)::int as all_applicants`,
  );
  const problems = Object.entries({
    'users without applicant row': r.users_without_applicant,
    'applicant rows without user': r.applicants_without_user,
    'duplicate e-mails': r.duplicate_emails,
    'users neither owed nor sent exactly one create-password link and e-mail': r.users_without_one_invitation,
    'create-password e-mails without a user': r.orphan_mails,
    'users without exactly one REGISTERED_BY_CSV entry': r.users_without_one_log,
    'status counters off by': Math.abs(r.counted - r.all_applicants),
  }).filter(([, n]) => n > 0);
  return { users: r.users, applicants: r.applicants, problems };
}

const t0 = Date.now();
const mark = (what: string) =>
  process.env.FAULT_TRACE && console.log(`  [${seconds(Date.now() - t0)} s] ${what}`);
const describe = (state: { problems: [string, number][] }) =>
  state.problems.length ? state.problems.map(([what, n]) => `${n} ${what}`).join(', ') : 'consistent';

/** Where the portal keeps its data: a private PostgreSQL cluster, or (FAULT_DB=pglite) the embedded PGlite in DATA_DIR. */
const DB_KIND = process.env.FAULT_DB === 'pglite' ? 'pglite' : 'postgres';
const folder = scenarioFolder('csv');
const dataDir = path.join(folder, 'data');
let databaseUrl = '';
if (DB_KIND === 'postgres') {
  const postgres = await startPrivatePostgres(folder);
  databaseUrl = await postgres.createDatabase('intake_fault_csv');
}
// The workers stay off: the scenario is about registering and queueing, not sending 50,000 e-mails.
const env = { DATABASE_URL: databaseUrl, WORKERS: 'off' };
let portal = await startFaultPortal(env, dataDir);
mark('started');

/** Runs `work` with a query function on the portal's database; PGlite's files are opened only while the portal is down. */
async function withDatabase<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
  if (DB_KIND === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gin } });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/** Reads the import's progress lines and calls `onProgress(processed)` for each. */
async function readProgress(response: Response, onProgress: (processed: number) => void) {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body ?? []) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const event = line ? JSON.parse(line) : undefined;
      if (event?.type === 'progress') onProgress(event.processed);
    }
  }
}

const list = checklist();
const { check, checks } = list;
try {
  const started = Date.now();
  // The progress stream (as the admin page asks for it) says when enough rows are in: then kill -9.
  let progressed = 0;
  const reachedKillPoint = new Promise<void>((resolve, reject) => {
    upload(portal, 'application/x-ndjson')
      .then((response) =>
        readProgress(response, (processed) => {
          progressed = processed;
          if (processed >= KILL_AT) resolve();
        }),
      )
      .then(() => reject(new Error(`the import ended (${progressed} rows) before the kill point`)))
      .catch((error) => reject(error));
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([reachedKillPoint, new Promise((resolve) => (timer = setTimeout(resolve, 120_000)))]);
  clearTimeout(timer);
  await portal.kill9();
  const killedAfter = Date.now() - started;
  await reachedKillPoint.catch(() => undefined);
  mark('killed');
  const afterKill = await withDatabase(consistency);
  mark('checked');
  console.log(
    `  killed ${seconds(killedAfter)} s into the import: ${afterKill.users.toLocaleString()} of ${ROWS.toLocaleString()} ` +
      `registered (whole batches of 500: ${afterKill.users % 500 === 0}); ${describe(afterKill)}`,
  );
  check('killed part-way', afterKill.users > 0 && afterKill.users < ROWS);
  check('consistent after kill -9', afterKill.problems.length === 0);
  const leftovers = () => {
    try {
      return readdirSync(path.join(dataDir, 'tmp')).length;
    } catch {
      return 0;
    }
  };
  const spooledAfterKill = leftovers();

  portal = await startFaultPortal(env, dataDir);
  mark('restarted');
  const rerunStarted = Date.now();
  const response = await upload(portal);
  const report = (await response.json()) as { added?: number; skipped?: number; rejected?: number };
  const rerunSeconds = seconds(Date.now() - rerunStarted);
  if (DB_KIND === 'pglite') await portal.stop();
  mark('re-run');
  const afterRerun = await withDatabase(consistency);
  mark('checked');
  console.log(
    `  re-run after restart: HTTP ${response.status} in ${rerunSeconds} s, added ${report.added}, skipped ${report.skipped}, ` +
      `rejected ${report.rejected}; now ${afterRerun.users.toLocaleString()} registered; ${describe(afterRerun)}; ` +
      `spooled uploads left in the data folder: ${spooledAfterKill} after the kill, ${leftovers()} after the re-run`,
  );
  check('re-run answered 200', response.status === 200);
  check('re-run added the rest', report.added === ROWS - afterKill.users);
  check('re-run skipped those already there', report.skipped === afterKill.users && report.rejected === 0);
  check(`all ${ROWS} registered once`, afterRerun.users === ROWS && afterRerun.applicants === ROWS);
  check('consistent after the re-run', afterRerun.problems.length === 0);
  check('no spooled upload left behind after the restart', leftovers() === 0);

  reportScenario(
    NAME,
    list.ok,
    `killed at ${afterKill.users.toLocaleString()}/${ROWS.toLocaleString()} rows (${seconds(killedAfter)} s): ` +
      `${describe(afterKill)}; re-run added ${report.added?.toLocaleString()}, skipped ${report.skipped?.toLocaleString()} ` +
      `in ${rerunSeconds} s; final ${afterRerun.users.toLocaleString()} users = ${afterRerun.applicants.toLocaleString()} applicants, ${describe(afterRerun)}`,
    checks,
  );
} finally {
  await portal.stop();
  mark('stopped');
}
