// Proof of the scale-out path on one machine: three portal processes on one PostgreSQL database,
// behind Debian's nginx, with a local SMTP listener. Runs the applicant journey and a mixed load
// through nginx, kills one process with SIGKILL mid-load, then checks that every request sent
// after the kill was answered, that each queued e-mail arrived exactly once, and that no client
// ever saw another's session. Exits non-zero when a check fails.
//
//   npx tsx deploy/prove-scale-out.ts            (needs nginx: apt-get install -y nginx)
//
// Settings: TEST_DATABASE_URL (server to create the throw-away database on; default
// postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (default redis://127.0.0.1:6379, used
// when the portal knows the setting), LOAD_SECONDS (30), CLIENTS (20), NGINX (path of nginx).
// Files go to one DATA_DIR shared by the three processes: local disk on one machine stands in
// for the shared S3 bucket of a real deployment.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  freePort,
  type Portal,
  validQuestionnaire as questionnaire,
  type ReceivedMail,
  repoRoot as root,
  startAfricasTalkingSimulator,
  startNginx,
  startPortal,
  startSmtpListener,
  uniquePhone,
} from '@intake/test-kit';
import pg from 'pg';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CLIENTS = Number(process.env.CLIENTS ?? 20);
const KILL_AT_SECONDS = LOAD_SECONDS * 0.4;
const MAIL_WAIT_SECONDS = 150; // the outbox lease is 120 s: a message claimed by the killed process returns after it
const ADMIN = { email: 'scale-admin@intake.test', password: 'scale-admin-password-1' };
const PASSWORD = 'a strong password 1';
const runId = `${Date.now()}`;

const log = (...args: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cleanups: (() => unknown)[] = [];

// ---------------------------------------------------------------- HTTP through nginx

/** An answer as a client saw it: never thrown, a network failure is status 0 with its error. */
interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the proof reads whatever the API answered
  json?: any;
  text?: string;
  error?: string;
  started: number;
  ended: number;
}

interface RequestOptions {
  token?: string;
  body?: unknown;
  timeoutMs?: number;
}

/** A client that keeps going through a kill: every failure is an answer to count, never an exception. */
function client(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  function request(method: string, url: string, { token, body, timeoutMs = 15_000 }: RequestOptions = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<Answer>((resolve) => {
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent,
          timeout: timeoutMs,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload !== undefined
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {}
            resolve({ status: res.statusCode ?? 0, json, text, started, ended: performance.now() });
          });
          res.on('error', (error) =>
            resolve({ status: 0, error: error.message, started, ended: performance.now() }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) =>
        resolve({ status: 0, error: error.message, started, ended: performance.now() }),
      );
      req.end(payload);
    });
  }
  return { request, close: () => agent.destroy() };
}

type Client = ReturnType<typeof client>;
type Mailbox = Awaited<ReturnType<typeof startSmtpListener>>;

function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${answer.status} ${answer.error ?? answer.text?.slice(0, 300)}`,
    );
  }
  return answer.json;
}

// ---------------------------------------------------------------- portal processes and nginx

/** A portal of the three, in production mode on the shared database and data folder. */
async function startScaleOutPortal(env: Record<string, string>, name: string) {
  const portal = await startPortal({ env, dataDir: env.DATA_DIR, output: { name } });
  cleanups.push(() => portal.stop());
  return { name, portal };
}

async function startScaleOutNginx(port: number, upstreams: number[]) {
  const nginx = await startNginx(port, upstreams);
  cleanups.push(() => nginx.stop());
  return nginx;
}

// ---------------------------------------------------------------- the journey

async function apply(http: Client, email: string, firstName = 'Scale') {
  return http.request('POST', '/api/applicant/apply', {
    body: {
      firstName,
      lastName: 'Okafor',
      email,
      dialCode: '+234',
      phone: uniquePhone(),
      ageRange: '21-30',
      gender: 'Male',
      tAndC: true,
    },
  });
}

/** Applies, sets the password from the mailed create-password link, signs in; answers the token. */
async function createApplicant(http: Client, smtp: Mailbox, email: string) {
  expectStatus(await apply(http, email), 201, `apply ${email}`);
  const mail = await smtp.waitForMail(email, (m) => m.text.includes('/createPassword/'), 20_000);
  const token = /\/createPassword\/([^\s"<>]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no create-password link in the mail to ${email}`);
  expectStatus(
    await http.request('PATCH', `/api/user/password/${token}`, { body: { password: PASSWORD } }),
    200,
    'set password',
  );
  return logIn(http, email, PASSWORD);
}

async function logIn(http: Client, email: string, password: string): Promise<string> {
  const answer = expectStatus(
    await http.request('POST', '/api/user/login', { body: { email, password } }),
    200,
    `login ${email}`,
  );
  if (!answer?.accessToken) throw new Error(`login ${email}: no accessToken`);
  return answer.accessToken;
}

async function applicantJourney(http: Client, smtp: Mailbox) {
  const steps: { step: string; ms: number }[] = [];
  const step = async <T>(name: string, fn: () => Promise<T>) => {
    const started = performance.now();
    const result = await fn();
    steps.push({ step: name, ms: Math.round(performance.now() - started) });
    return result;
  };
  const email = `journey-${runId}@intake.test`;
  const token = await step('apply → mail → set password → login', () => createApplicant(http, smtp, email));
  await step('questionnaire submit', async () =>
    expectStatus(
      await http.request('POST', '/api/questionnaire/submit', { token, body: questionnaire }),
      200,
      'questionnaire submit',
    ),
  );
  await step('start test', async () =>
    expectStatus(await http.request('POST', '/api/applicant/startTest', { token }), 200, 'start test'),
  );
  const test = await step('read the running test', async () =>
    expectStatus(await http.request('GET', '/api/applicant/test', { token }), 200, 'running test'),
  );
  await step(`save ${Math.min(5, test.questions.length)} answers`, async () => {
    for (const question of test.questions.slice(0, 5)) {
      expectStatus(
        await http.request('PATCH', '/api/applicant/test/answer', {
          token,
          body: { questionId: question.id, answer: question.options[0] },
        }),
        200,
        'save answer',
      );
    }
  });
  const saved = await step('answers kept (read back)', async () =>
    expectStatus(await http.request('GET', '/api/applicant/test', { token }), 200, 'running test'),
  );
  if (Object.keys(saved.answers).length !== Math.min(5, test.questions.length)) {
    throw new Error(`answers saved on one process not seen by another: ${JSON.stringify(saved.answers)}`);
  }
  await step('submit test', async () =>
    expectStatus(
      await http.request('PATCH', '/api/applicant/submitAptitudeTest', { token, body: {} }),
      200,
      'submit test',
    ),
  );
  const adminToken = await step('admin login', () => logIn(http, ADMIN.email, ADMIN.password));
  const list = await step('admin lists applicants', async () =>
    expectStatus(
      await http.request('GET', '/api/elder/getAllApplicants?page=1&size=10', { token: adminToken }),
      200,
      'list applicants',
    ),
  );
  if (!JSON.stringify(list).includes(email))
    throw new Error('the journey applicant is not in the admin list');
  return { steps, adminToken };
}

// ---------------------------------------------------------------- the load

interface Account {
  email: string;
  token: string;
}

type Kind = 'me' | 'health' | 'list' | 'apply';

interface LoadRecord extends Answer {
  kind: Kind;
  ok: boolean;
  confusion?: string;
}

async function runLoad(
  nginxPort: number,
  accounts: Account[],
  adminToken: string,
  killAt: number,
  kill: () => Promise<void>,
) {
  const records: LoadRecord[] = [];
  const loadStart = performance.now();
  const end = loadStart + LOAD_SECONDS * 1000;
  let killTime = 0;
  let deadTime = 0;
  const killer = (async () => {
    await sleep(killAt * 1000);
    killTime = performance.now();
    await kill();
    deadTime = performance.now();
  })();
  let applies = 0;
  async function worker(account: Account, index: number) {
    const http = client(nginxPort);
    let i = index;
    while (performance.now() < end) {
      i += 1;
      const pick = i % 20;
      let kind: Kind;
      let answer: Answer;
      let confusion: string | undefined;
      if (pick < 8) {
        kind = 'me';
        answer = await http.request('GET', '/api/user/me', { token: account.token });
        if (answer.status === 200 && answer.json?.email !== account.email) {
          confusion = `${account.email} got ${answer.json?.email}`;
        }
      } else if (pick < 13) {
        kind = 'health';
        answer = await http.request('GET', '/api/health');
      } else if (pick < 17) {
        kind = 'list';
        answer = await http.request('GET', `/api/elder/getAllApplicants?page=${1 + (i % 3)}&size=10`, {
          token: adminToken,
        });
      } else {
        kind = 'apply';
        applies += 1;
        answer = await apply(http, `load-${runId}-${index}-${i}@intake.test`, 'Load');
      }
      const ok = kind === 'apply' ? answer.status === 201 : answer.status === 200;
      records.push({ ...answer, kind, ok: ok && !confusion, confusion });
    }
    http.close();
  }
  await Promise.all(accounts.map((account, index) => worker(account, index)));
  await killer;
  return { records, killTime, deadTime, loadStart, applies };
}

// ---------------------------------------------------------------- main

async function main() {
  const overallStart = performance.now();
  if (
    !existsSync(path.join(root, 'apps/api/dist/server.js')) ||
    !existsSync(path.join(root, 'apps/web/dist/index.html'))
  ) {
    log('Building the portal (npm run build)…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }

  // A fresh database for this run, dropped at the end.
  const database = await createTestDatabase('scaleout');
  const databaseUrl = database.url;
  cleanups.push(() => database.drop());
  log(`database ${new URL(databaseUrl).pathname.slice(1)} created`);

  const smtp = await startSmtpListener();
  // Production needs an SMS provider (apps/api/src/config.ts): Africa's Talking's simulator stands in.
  const sms = await startAfricasTalkingSimulator({ username: 'scaleout', apiKey: 'scaleout-key' });
  cleanups.push(() => sms.close());
  cleanups.push(() => smtp.close());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'intake-scaleout-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  const configSource = readFileSync(path.join(root, 'apps/api/src/config.ts'), 'utf8');
  const knowsRedis = configSource.includes('REDIS_URL');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(36).toString('base64url'),
    SMTP_URL: smtp.url,
    SMS_PROVIDER: 'africastalking',
    AFRICASTALKING_BASE_URL: sms.url,
    AFRICASTALKING_USERNAME: 'scaleout',
    AFRICASTALKING_API_KEY: 'scaleout-key',
    AFRICASTALKING_CALLBACK_SECRET: randomBytes(24).toString('base64url'),
    MAIL_FROM: 'Intake <admissions@intake.test>',
    PUBLIC_URL: 'https://intake.example.test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
    // Every client comes from 127.0.0.1 here; the per-address limit is not what this run measures.
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    ...(knowsRedis ? { REDIS_URL: redisUrl, REDIS_PREFIX: `intake-scaleout-${runId}:` } : {}),
  };

  // Each process migrates at start under a PostgreSQL advisory lock (apps/api/src/db/client.ts),
  // so concurrent starts are safe; the first is started alone all the same, so that it alone
  // migrates and creates the admin, and the other two start on a ready schema.
  let started = performance.now();
  const first = await startScaleOutPortal(env, 'p1');
  const firstStartMs = Math.round(performance.now() - started);
  started = performance.now();
  const others = await Promise.all([startScaleOutPortal(env, 'p2'), startScaleOutPortal(env, 'p3')]);
  const othersStartMs = Math.round(performance.now() - started);
  const portals: { name: string; portal: Portal }[] = [first, ...others];
  const ports = portals.map((p) => p.portal.port);
  log(
    `portals up: ${portals.map((p) => `${p.name} :${p.portal.port} pid ${p.portal.pid}`).join(', ')} ` +
      `(first with migrations ${firstStartMs} ms, other two ${othersStartMs} ms; REDIS_URL ${knowsRedis ? 'set' : 'not a setting yet'})`,
  );

  const nginxPort = await freePort();
  const nginxRun = await startScaleOutNginx(nginxPort, ports);
  log(`nginx on 127.0.0.1:${nginxPort} over ${ports.join(', ')}`);
  const http = client(nginxPort);
  cleanups.push(() => http.close());

  log('applicant journey through nginx…');
  const journey = await applicantJourney(http, smtp);
  for (const s of journey.steps) log(`  ${s.step.padEnd(40)} ${s.ms} ms`);

  log(`creating ${CLIENTS} signed-in applicants for the load…`);
  const accounts: Account[] = [];
  for (let start = 0; start < CLIENTS; start += 5) {
    const batch = Array.from({ length: Math.min(5, CLIENTS - start) }, (_, k) => start + k);
    accounts.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const email = `client-${runId}-${n}@intake.test`;
          return { email, token: await createApplicant(http, smtp, email) };
        }),
      )),
    );
  }

  const victim = others[0];
  log(
    `load: ${CLIENTS} clients for ${LOAD_SECONDS} s; kill -9 ${victim.name} (pid ${victim.portal.pid}) at ${KILL_AT_SECONDS} s`,
  );
  // The kill moment runs from sending SIGKILL to seeing the process gone (its exit reaped): a
  // request that reached the process in that window is in flight at the kill.
  const load = await runLoad(nginxPort, accounts, journey.adminToken, KILL_AT_SECONDS, () =>
    victim.portal.kill9(),
  );
  const killedAt = load.killTime;
  const deadAt = load.deadTime;
  const before = load.records.filter((r) => r.ended < killedAt);
  const inFlight = load.records.filter((r) => r.started < deadAt && r.ended >= killedAt);
  const after = load.records.filter((r) => r.started >= deadAt);
  const failed = (rows: LoadRecord[]) => rows.filter((r) => !r.ok);
  const confusion = load.records.filter((r) => r.confusion);
  const survivorsHealthy = await Promise.all(
    portals
      .filter((p) => p !== victim)
      .map(async (p) => {
        const probe = client(p.portal.port);
        const answer = await probe.request('GET', '/api/health');
        probe.close();
        return answer.status === 200;
      }),
  );

  // Mail: every queued message delivered, each Message-ID exactly once.
  log('waiting for the outbox to drain…');
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => {});
  await db.connect();
  cleanups.push(() => db.end().catch(() => {}));
  const mailWaitStart = performance.now();
  let outbox: { message_id: string; status: string; attempts: number }[];
  for (;;) {
    outbox = (await db.query('select message_id, status, attempts from mail_outbox')).rows;
    const pending = outbox.filter((m) => m.status === 'pending').length;
    const receivedIds = new Set(smtp.received.map((m) => m.messageId));
    const allIn = outbox.every((m) => receivedIds.has(m.message_id));
    if ((pending === 0 && allIn) || performance.now() - mailWaitStart > MAIL_WAIT_SECONDS * 1000) break;
    await sleep(500);
  }
  await sleep(1_000); // a late duplicate would arrive now
  const mailWaitMs = Math.round(performance.now() - mailWaitStart);
  const receivedCount = new Map<string, number>();
  for (const m of smtp.received) receivedCount.set(m.messageId, (receivedCount.get(m.messageId) ?? 0) + 1);
  const queuedIds = new Set(outbox.map((m) => m.message_id));
  const lost = outbox.filter((m) => !receivedCount.has(m.message_id));
  // A copy the killed process handed to SMTP just before it died, before it could mark the row
  // sent: the row is claimed again when its lease runs out and sent once more, with the same
  // Message-ID (the outbox delivers at least once). Counted apart, as the requests in flight are.
  const attemptsById = new Map(outbox.map((m) => [m.message_id, m.attempts]));
  const resentAfterCrash = [...receivedCount].filter(([id, n]) => {
    if (n !== 2 || (attemptsById.get(id) ?? 0) < 2) return false;
    const copies = smtp.received.filter((m: ReceivedMail) => m.messageId === id).map((m) => m.receivedAt);
    return (copies[0] ?? 0) < deadAt && (copies[1] ?? 0) > deadAt;
  });
  const duplicated = [...receivedCount].filter(
    ([id, n]) => n > 1 && !resentAfterCrash.some(([crashId]) => crashId === id),
  );
  const unknown = [...receivedCount.keys()].filter((id) => !queuedIds.has(id));
  const retried = outbox.filter((m) => m.attempts > 1).length;
  const jobs = (
    await db.query(
      'select count(*)::int as n, count(*) filter (where attempts > 1)::int as retried from jobs',
    )
  ).rows[0];
  const appliedRows = (
    await db.query('select count(*)::int as n from users where email like $1', [`load-${runId}-%`])
  ).rows[0].n;
  const appliesOk = load.records.filter((r) => r.kind === 'apply' && r.ok).length;
  // An apply cut off at the kill may or may not have committed; nginx never resends it.
  const appliesCut = inFlight.filter((r) => r.kind === 'apply' && !r.ok).length;

  // Which process answered, from nginx's access log (upstream address and the time it was logged).
  const killEpochMs = performance.timeOrigin + killedAt;
  const upstreamCounts = new Map<string, { before: number; after: number }>();
  let passedOn = 0;
  let unanswered = 0;
  const upstreamList = '((?:[\\d.:]+|-)(?:, (?:[\\d.:]+|-))*)';
  const accessLine = new RegExp(`^(\\S+) ${upstreamList} ${upstreamList} `);
  for (const line of readFileSync(path.join(nginxRun.prefix, 'access.log'), 'utf8').split('\n')) {
    const match = accessLine.exec(line);
    if (!match || match[2] === '-') continue;
    const [, msec, upstream, upstreamStatus] = match;
    const tried = (upstream ?? '').split(', ');
    const lastStatus = (upstreamStatus ?? '').split(', ').at(-1);
    if (tried.length > 1) passedOn += 1;
    // 502 / 504 / '-' from the last process tried: nginx gave up (the requests in flight at the kill).
    if (!/^[1-4]\d\d$|^50[0135]$/.test(lastStatus ?? '')) {
      unanswered += 1;
      continue;
    }
    const answered = tried.at(-1) ?? '-';
    const counts = upstreamCounts.get(answered) ?? { before: 0, after: 0 };
    if (Number(msec) * 1000 < killEpochMs) counts.before += 1;
    else counts.after += 1;
    upstreamCounts.set(answered, counts);
  }

  const byKind = (rows: LoadRecord[]) =>
    ['me', 'health', 'list', 'apply']
      .map((kind) => `${kind} ${rows.filter((r) => r.kind === kind).length}`)
      .join(' · ');
  const checks: [string, boolean, string][] = [
    [
      'journey through nginx (apply → mail → password → login → questionnaire → test → submit; admin list)',
      true,
      `${journey.steps.length} steps`,
    ],
    [
      'requests before the kill, all answered',
      failed(before).length === 0,
      `${before.length} (${byKind(before)}), failed ${failed(before).length}`,
    ],
    [
      'in flight at the kill (may fail)',
      true,
      `${inFlight.length}, failed ${failed(inFlight).length} (SIGKILL to exit seen: ${Math.round(deadAt - killedAt)} ms)`,
    ],
    [
      'requests after the kill, all answered',
      failed(after).length === 0 && after.length > 0,
      `${after.length} (${byKind(after)}), failed ${failed(after).length}`,
    ],
    [
      'surviving processes healthy',
      survivorsHealthy.every(Boolean),
      survivorsHealthy.map((h) => (h ? 'up' : 'DOWN')).join(', '),
    ],
    [
      'no session confusion (/api/user/me = own e-mail)',
      confusion.length === 0,
      `${load.records.filter((r) => r.kind === 'me').length} checked, ${confusion.length} wrong`,
    ],
    [
      'applies answered 201 stored, none twice',
      appliedRows >= appliesOk && appliedRows <= appliesOk + appliesCut,
      `${appliesOk} answered 201, ${appliedRows} stored, ${appliesCut} cut off at the kill`,
    ],
    [
      'every queued e-mail received (none lost)',
      lost.length === 0,
      `${outbox.length} queued, ${smtp.received.length} received, ${lost.length} lost`,
    ],
    [
      'each Message-ID received exactly once (bar the kill)',
      duplicated.length === 0 && unknown.length === 0,
      `${duplicated.length} twice, ${unknown.length} not queued; ${retried} claimed again after a lease ran out`,
    ],
    [
      'mail in flight at the kill (sent, not yet marked)',
      true,
      `${resentAfterCrash.length} resent after the lease, same Message-ID`,
    ],
    ['jobs table (offer expiry, test deadlines …)', true, `${jobs.n} jobs, ${jobs.retried} retried`],
  ];
  const failedAfterDetail = failed(after)
    .slice(0, 5)
    .map((r) => `${r.kind} ${r.status} ${r.error ?? r.confusion ?? r.text?.slice(0, 120)}`);
  const inFlightDetail = failed(inFlight)
    .slice(0, 5)
    .map(
      (r) =>
        `${r.kind} ${r.status}${r.error ? ` ${r.error}` : r.text?.startsWith('<html>') ? ' (nginx page)' : ` ${r.text?.slice(0, 120)}`}`,
    );
  const failedBeforeDetail = failed(before)
    .slice(0, 5)
    .map((r) => `${r.kind} ${r.status} ${r.error ?? r.confusion ?? r.text?.slice(0, 120)}`);

  const total = load.records.length;
  console.log('\nScale-out proof — 3 portal processes, nginx, PostgreSQL, SMTP listener');
  console.log(
    `load: ${CLIENTS} clients × ${LOAD_SECONDS} s through nginx, ${total} requests (${Math.round(total / LOAD_SECONDS)}/s); ` +
      `kill -9 of ${victim.name} at ${KILL_AT_SECONDS} s; mail drained in ${mailWaitMs} ms; total run ${Math.round((performance.now() - overallStart) / 1000)} s`,
  );
  const width = Math.max(...checks.map(([name]) => name.length));
  console.log(`\n${'check'.padEnd(width)}  result  figures`);
  console.log(`${'-'.repeat(width)}  ------  -------`);
  for (const [name, ok, figures] of checks)
    console.log(`${name.padEnd(width)}  ${ok ? 'ok    ' : 'FAIL  '}  ${figures}`);
  console.log('\nanswers by process (nginx access log, $upstream_addr):');
  for (const p of portals) {
    const counts = upstreamCounts.get(`127.0.0.1:${p.portal.port}`) ?? { before: 0, after: 0 };
    console.log(
      `  ${p.name} :${p.portal.port}${p === victim ? ' (killed)' : '         '}  before the kill (with setup) ${String(counts.before).padStart(5)}  after ${String(counts.after).padStart(5)}`,
    );
  }
  console.log(`  passed on to another process by nginx (proxy_next_upstream): ${passedOn}`);
  console.log(`  not answered by any process (nginx's 502): ${unanswered}`);
  if (inFlightDetail.length) console.log(`\nin flight at the kill, failed: ${inFlightDetail.join(' | ')}`);
  if (failedBeforeDetail.length) console.log(`\nfailed before the kill: ${failedBeforeDetail.join(' | ')}`);
  const nginxErrors = readFileSync(path.join(nginxRun.prefix, 'error.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('[error]') && line.includes('upstream'));
  if (nginxErrors.length) {
    console.log(`\nnginx error log (${nginxErrors.length} upstream errors, first 4):`);
    for (const line of nginxErrors.slice(0, 4))
      console.log(`  ${line.replace(/, client: .*?, server: [^,]*/, '').slice(0, 220)}`);
  }
  if (failedAfterDetail.length) console.log(`\nfailed after the kill: ${failedAfterDetail.join(' | ')}`);
  const allOk = checks.every(([, ok]) => ok);
  console.log(`\n${allOk ? 'PASS' : 'FAIL'}`);
  return allOk;
}

async function cleanup() {
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch {}
  }
  cleanups.length = 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanup().finally(() => process.exit(1));
  });
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(`\nFAIL: ${error instanceof Error ? error.stack : error}`);
} finally {
  await cleanup();
}
process.exit(ok ? 0 : 1);
