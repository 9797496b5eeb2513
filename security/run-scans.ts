// Security scans (issue 8 item 4): starts the built portal on a throw-away database and runs
// Debian's sqlmap against every parameter of the API and wapiti with a fixed, local-only module
// set. Exits non-zero on any injectable parameter, any wapiti finding of medium severity or worse,
// or any sqlmap target that could not be scanned to the end. Not part of `npm test`: see README.md.
//
//   npx tsx security/run-scans.ts [--no-build] [--only sqlmap|wapiti] [--level 2] [--risk 1]
//                               [--jobs 6] [--target-timeout 240] [--filter REGEX] [--keep] [--list]
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  KIT_ADMIN as ADMIN,
  createTestDatabase,
  validQuestionnaire as questionnaire,
  repoRoot as root,
  startPortal,
  type TestDatabase,
  tinyPng,
} from '@intake/test-kit';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    level: { type: 'string', default: '2' },
    risk: { type: 'string', default: '1' },
    jobs: { type: 'string', default: '6' },
    'target-timeout': { type: 'string', default: '240' },
    'wapiti-time': { type: 'string', default: '300' },
    filter: { type: 'string' },
    keep: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});

// The only wapiti modules we allow: all of them stay on the portal (the default set reaches outside).
export const WAPITI_MODULES = 'http_headers,csp,cookieflags,methods,sql,xss,redirect,crlf';
/** The most body values marked in one sqlmap target: a bigger body is split. */
const MAX_POINTS = 8;
const PASSWORD = 'a strong scan password 1';
const started = Date.now();
const out = mkdtempSync(path.join(tmpdir(), 'intake-scans-'));
const log = (...args: unknown[]) =>
  console.log(`[scan +${Math.round((Date.now() - started) / 1000)}s]`, ...args);

for (const tool of ['sqlmap', 'wapiti']) {
  if (spawnSync('which', [tool]).status !== 0) {
    console.error(`${tool} is not installed: apt-get install -y sqlmap wapiti`);
    process.exit(2);
  }
}

if (!options['no-build']) {
  log('building the portal (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A real PostgreSQL when one answers (TEST_DATABASE_URL, as the benches), else the embedded PGlite.
let database: TestDatabase | undefined;
try {
  database = await createTestDatabase('scan');
} catch (error) {
  log(`no PostgreSQL server (${(error as Error).message}); using the embedded database`);
}
const portal = await startPortal({
  env: { ...(database ? { DATABASE_URL: database.url } : {}), LOG_LEVEL: 'error' },
});
const base = `http://127.0.0.1:${portal.port}`;
log(`portal on ${base}, ${database ? 'PostgreSQL' : 'PGlite'}; output in ${out}`);

// ─── seeding ────────────────────────────────────────────────────────────────────────────────

// biome-ignore lint/suspicious/noExplicitAny: the scan reads whatever the API answers and probes it
type Json = any;
const call = (method: string, url: string, token?: string, body?: unknown): Promise<Json> =>
  portal.json(method, url, token, body);
const login = portal.logIn;

interface Principal {
  email: string;
  token: string;
}

/** Applies through the API and sets the password from the create-password e-mail (in /dev/mailbox). */
async function applicant(email: string, firstName: string): Promise<Principal> {
  await call('POST', '/api/applicant/apply', undefined, {
    firstName,
    lastName: 'Scan',
    email,
    dialCode: '+234',
    phone: `80${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    ageRange: '21-30',
    gender: 'Female',
    tAndC: true,
  });
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i += 1) {
    const mail = await call('GET', '/dev/mailbox?format=json');
    const text: string | undefined = mail.find(
      (m: Json) => m.toAddress === email && m.text.includes('/createPassword/'),
    )?.text;
    token = text && /\/createPassword\/([^\s/?#]+)/.exec(text)?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error(`no create-password e-mail for ${email}`);
  await call('PATCH', `/api/user/password/${token}`, undefined, { password: PASSWORD });
  return { email, token: await login(email, PASSWORD) };
}

const ddMMyyyy = (daysAhead: number) => {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
};

/**
 * An admin (from ADMIN_EMAIL / ADMIN_PASSWORD), the applicant whose token the applicant calls use,
 * the applicant the staff calls act on (questionnaire and test done, so an interview can be set),
 * another for the role change, an info session and a discount code.
 */
async function seed() {
  const adminToken = await login(ADMIN.email, ADMIN.password);
  const self = await applicant('scan-self@intake.test', 'Selfie');
  const victim = await applicant('scan-victim@intake.test', 'Victoria');
  const roleTarget = await applicant('scan-role@intake.test', 'Rolande');
  await call('POST', '/api/questionnaire/submit', victim.token, questionnaire);
  await call('POST', '/api/applicant/startTest', victim.token);
  await call('PATCH', '/api/applicant/submitAptitudeTest', victim.token, {});
  const profile = await call('GET', `/api/elder/getApplicantByEmail/${victim.email}`, adminToken);
  const victimId = profile.id ?? profile.applicant?.id ?? profile.user?.id ?? profile.record?.id;
  const saved = await call('POST', '/api/infoSession/createInfoSession', adminToken, {
    mode: 'Online',
    infoSessionLink: 'https://meet.example.com/scan',
    sessionDate: ddMMyyyy(7),
    sessionTime: '10:00',
  });
  const infoSessionId = saved.infoSession.infoSessionId;
  await call('POST', '/api/summerSchool/discountCode', adminToken, {
    discountOwner: 'Scan',
    code: 'SCAN10',
    numberOfValidRegistration: 10,
    discountAmount: 1000,
  });
  // An image of the applicant's, for the profile-picture and file calls.
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'scan.png');
  const uploaded = await fetch(`${base}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${self.token}` },
    body: form,
  });
  if (uploaded.status !== 201)
    throw new Error(`POST /api/files answered ${uploaded.status}: ${await uploaded.text()}`);
  const fileUrl = (await uploaded.json()).secure_url;
  const fileId: string = fileUrl.split('/').pop();
  log(`seeded: admin, 3 applicants (victim id ${victimId}), info session ${infoSessionId}, code SCAN10`);
  return { adminToken, self, victim, victimId, roleTarget, infoSessionId, fileUrl, fileId };
}

type Context = Awaited<ReturnType<typeof seed>>;

interface JsonSchema {
  type?: string;
  default?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

// ─── sqlmap ─────────────────────────────────────────────────────────────────────────────────

/** A valid-looking value for a JSON schema, with the seeded records for the names we know. */
function sample(schema: JsonSchema | undefined, name: string, context: Context, opKey: string): unknown {
  const known: Record<string, unknown> = {
    email: opKey.includes('changeRole')
      ? context.roleTarget.email
      : /apply|registerApplicant|partner|hireAnEngineer|stayUpdated/.test(opKey)
        ? 'scan-new@intake.test'
        : context.victim.email,
    applicantEmail: context.victim.email,
    depositorEmail: 'payer@intake.test',
    applicantId: context.victimId,
    infoSessionId: context.infoSessionId,
    code: 'SCAN10',
    discountCode: 'SCAN10',
    newRole: 'Elder',
    ageRange: '21-30',
    search: 'Victoria',
    comment: 'Clear answers',
    reason: 'Unreadable receipt',
    url: 'https://files.example.com/a.png',
    infoSessionLink: 'https://meet.example.com/scan',
    transactionImageLink: context.fileUrl,
    website: '',
    paymentPlan: 'MONTHLY',
    paymentStartMonth: 'JANUARY',
    paymentMethod: 'bank transfer',
    amountPaid: 50000,
    transactionDate: ddMMyyyy(-1),
    id: context.fileId,
    ...(opKey.includes('saveProfilePicture') ? { url: context.fileUrl } : {}),
    ...questionnaire,
  };
  if (name in known && known[name] !== undefined) return known[name];
  if (!schema) return 'scan';
  if (schema.default !== undefined && schema.default !== '' && !Array.isArray(schema.default))
    return schema.default;
  if (schema.enum) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sample(variants[0], name, context, opKey);
  switch (schema.type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        result[key] = sample(value, key, context, opKey);
      }
      return result;
    }
    case 'array':
      return [sample(schema.items, name, context, opKey)];
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 10, 10));
    default:
      break;
  }
  if (schema.format === 'uuid') return randomUUID();
  // Short, so that sqlmap's payloads fit in Fastify's 100-character path parameters.
  if (/token|user/i.test(name) && (schema.minLength ?? 0) >= 8) return randomBytes(8).toString('hex');
  if (/email/i.test(name)) return 'someone@intake.test';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const candidates = [ddMMyyyy(10), '10:00', '+234', 'SCAN10', '8012345678', '2021', 'scan'];
    const match = candidates.find((c) => pattern.test(c));
    if (match) return match;
  }
  const text = /date/i.test(name) ? ddMMyyyy(3) : /phone/i.test(name) ? '8012345678' : 'scan';
  if (schema.maxLength !== undefined && schema.maxLength < text.length)
    return 'Yes'.slice(0, schema.maxLength);
  return text.padEnd(schema.minLength ?? 0, 'x');
}

/** The paths of a sample body's string and number values: the points sqlmap can inject into. */
function leaves(value: unknown, at: string[] = []): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [at.join('.')];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [];
}

/** JSON text of a sample body with sqlmap's `*` marker after each string or number value in `marked`. */
function markJson(value: unknown, marked: Set<string>, at: string[] = []): string {
  const here = at.join('.');
  if (typeof value === 'string' && marked.has(here)) return `${JSON.stringify(value).slice(0, -1)}*"`;
  if (typeof value === 'number' && marked.has(here)) return `${value}*`;
  if (value && typeof value === 'object') {
    const items = Object.entries(value).map(([k, v]) => {
      const inner = markJson(v, marked, [...at, k]);
      return Array.isArray(value) ? inner : `${JSON.stringify(k)}:${inner}`;
    });
    return Array.isArray(value) ? `[${items.join(',')}]` : `{${items.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One sqlmap target per API call that takes a path parameter, a query or a JSON body (from /api/docs/json). */
interface Target {
  name: string;
  method: string;
  url: string;
  data?: string;
  principal: 'anonymous' | 'admin' | 'applicant';
  probe?: string;
  parameters: string[];
}

interface Parameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown;
}

async function sqlmapTargets(context: Context) {
  const doc: { paths: Record<string, Record<string, Operation>> } = await call('GET', '/api/docs/json');
  const targets: Target[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const opKey = `${method.toUpperCase()} ${route}`;
      const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      if (params.length === 0 && !bodySchema) continue;
      if (options.filter && !new RegExp(options.filter).test(opKey)) continue;
      const values = Object.fromEntries(
        params.map((p) => [p.name, sample(p.schema, p.name, context, opKey)]),
      );
      const body = bodySchema ? sample(bodySchema, '', context, opKey) : undefined;
      const build = (mark: boolean) => {
        let url = route.replace(
          /\{(\w+)\}/g,
          (_, name: string) => encodeURIComponent(String(values[name])) + (mark ? '*' : ''),
        );
        const query = params
          .filter((p) => p.in === 'query')
          .map((p) => `${p.name}=${encodeURIComponent(String(values[p.name]))}${mark ? '*' : ''}`);
        if (query.length) url += `?${query.join('&')}`;
        return url;
      };
      // The staff token for staff calls; the applicant's for the calls only an applicant makes
      // (the admin is refused, or only the applicant gets through).
      let principal: Target['principal'] = 'anonymous';
      let probe: string | undefined;
      if (op.security) {
        const asAdmin = await portal.request(method.toUpperCase(), build(false), context.adminToken, body);
        const ok = (res: { status: number }) => res.status >= 200 && res.status < 300;
        const asApplicant = ok(asAdmin)
          ? undefined
          : await portal.request(method.toUpperCase(), build(false), context.self.token, body);
        const applicantOnly = asApplicant && (ok(asApplicant) || asAdmin.status === 403);
        principal = applicantOnly ? 'applicant' : 'admin';
        const last = asApplicant ?? asAdmin;
        probe = `admin ${asAdmin.status}${asApplicant ? `, applicant ${asApplicant.status}` : ''}${last.status === 400 ? `: ${last.body.slice(0, 300)}` : ''}`;
      }
      // A large body is split over several targets (MAX_POINTS values marked in each), run side by side.
      const points = body === undefined ? [] : leaves(body);
      const groups: string[][] = [];
      for (let i = 0; i < points.length; i += MAX_POINTS) groups.push(points.slice(i, i + MAX_POINTS));
      if (groups.length === 0) groups.push([]);
      groups.forEach((group, part) => {
        targets.push({
          name: groups.length > 1 ? `${opKey} [fields ${part + 1}/${groups.length}]` : opKey,
          method: method.toUpperCase(),
          url: `${base}${build(true)}`,
          // Path and query values are marked in every part: only the first part tests them.
          ...(part > 0 ? { url: `${base}${build(false)}` } : {}),
          // A POST without a body still gets `{}`: sqlmap would send an empty form, which the API
          // refuses (415) before the route runs.
          data:
            body !== undefined
              ? markJson(body, new Set(group))
              : ['POST', 'PATCH', 'PUT'].includes(method.toUpperCase())
                ? '{}'
                : undefined,
          principal,
          probe,
          parameters: [
            ...(part === 0 ? params.map((p) => `${p.in}:${p.name}`) : []),
            ...group.map((g) => `body:${g}`),
          ],
        });
      });
    }
  }
  // Calls that delete run last, so that the others find their records.
  return targets.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

interface SqlmapResult extends Target {
  outcome: 'INJECTABLE' | 'timeout' | 'clean' | 'error';
  injectable: string[];
  tested: number;
  requests: number;
  seconds: number;
  exitCode: number | null;
  detail?: string;
  log: string;
}

function runOneSqlmap(target: Target, index: number, token: string | undefined): Promise<SqlmapResult> {
  const dir = path.join(out, 'sqlmap', String(index).padStart(3, '0'));
  mkdirSync(dir, { recursive: true });
  const headers = ['Accept: application/json'];
  if (token) headers.push(`Authorization: Bearer ${token}`);
  if (target.data) headers.push('Content-Type: application/json');
  const args = [
    '-u',
    target.url,
    '--method',
    target.method,
    ...(target.data ? ['--data', target.data] : []),
    `--headers=${headers.join('\n')}`,
    '--batch',
    `--level=${options.level}`,
    `--risk=${options.risk}`,
    '--dbms=PostgreSQL',
    '--flush-session',
    '--disable-coloring',
    // The API's answers to bad input and to a wrong password are part of what sqlmap compares.
    '--ignore-code=400,401,403,404,409,413,414,422',
    '--timeout=15',
    '--retries=1',
    // A value the API rejects (a bad e-mail, a uuid) answers differently: test it, do not skip it as "type casting".
    '--answers=save scanning time=N',
    `-t`,
    path.join(dir, 'traffic.txt'),
    `--output-dir=${dir}`,
  ];
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c;
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, Number(options['target-timeout']) * 1000);
    const t0 = Date.now();
    child.on('exit', (code) => {
      clearTimeout(timer);
      writeFileSync(path.join(dir, 'stdout.txt'), `sqlmap ${args.join(' ')}\n\n${output}`);
      const injectable = [...output.matchAll(/^Parameter: (.+)$/gm)].map((m) => m[1] ?? '');
      const identified = /sqlmap identified the following injection point/.test(output);
      const clean = /all tested parameters do not appear to be injectable/.test(output);
      const tested = new Set(
        [
          ...output.matchAll(/(?:testing if|testing for SQL injection on|skipping) (.+?) parameter '(.+?)'/g),
        ].map((m) => `${m[1]} ${m[2]}`),
      ).size;
      let requests = 0;
      try {
        requests =
          readFileSync(path.join(dir, 'traffic.txt'), 'utf8').match(/^HTTP request \[#/gm)?.length ?? 0;
      } catch {}
      const outcome: SqlmapResult['outcome'] =
        identified || injectable.length ? 'INJECTABLE' : timedOut ? 'timeout' : clean ? 'clean' : 'error';
      const critical = output
        .match(/\[CRITICAL\].*$/gm)
        ?.filter((l) => !l.includes('do not appear to be injectable'));
      resolve({
        ...target,
        outcome,
        injectable,
        tested,
        requests,
        seconds: Math.round((Date.now() - t0) / 1000),
        exitCode: code,
        detail:
          outcome === 'error'
            ? (critical?.[0] ?? output.trim().split('\n').slice(-3).join(' | '))
            : undefined,
        log: path.join(dir, 'stdout.txt'),
      });
    });
  });
}

async function runSqlmap(context: Context) {
  const targets = await sqlmapTargets(context);
  if (options.list) {
    for (const t of targets)
      console.log(`${t.name} | ${t.principal}${t.probe ? ` (${t.probe})` : ''} | ${t.parameters.join(', ')}`);
    return {
      ok: true,
      targets: targets.length,
      clean: 0,
      injectable: [] as string[],
      timeouts: [] as string[],
      errors: [] as string[],
      injectionPoints: 0,
      requests: 0,
    };
  }
  log(
    `sqlmap: ${targets.length} targets, ${options.jobs} at a time, level ${options.level} risk ${options.risk}`,
  );
  const results: SqlmapResult[] = [];
  const tokens: Record<Target['principal'], string | undefined> = {
    anonymous: undefined,
    admin: context.adminToken,
    applicant: context.self.token,
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: Number(options.jobs) }, async () => {
      while (next < targets.length) {
        const index = next++;
        const target = targets[index] as Target;
        const token = tokens[target.principal];
        const result = await runOneSqlmap(target, index, token);
        // A call that ended the session (logout, a password change) would leave the rest unauthenticated.
        if (token && (await portal.request('GET', '/api/user/me', token)).status !== 200) {
          result.outcome = 'error';
          result.detail = `the ${target.principal} session ended during this target; signed in again`;
          if (target.principal === 'admin') tokens.admin = await login(ADMIN.email, ADMIN.password);
          else tokens.applicant = await login(context.self.email, PASSWORD);
        }
        results[index] = result;
        log(
          `sqlmap ${String(index + 1).padStart(3)}/${targets.length} ${result.outcome.padEnd(10)} ${result.seconds}s ${result.name} (${result.principal}; ${result.tested} points)`,
        );
      }
    }),
  );
  const count = (o: SqlmapResult['outcome']) => results.filter((r) => r.outcome === o).length;
  return {
    ok: results.every((r) => r.outcome === 'clean'),
    targets: results.length,
    clean: count('clean'),
    injectable: results.flatMap((r) => r.injectable.map((p) => `${r.name}: ${p}`)),
    timeouts: results.filter((r) => r.outcome === 'timeout').map((r) => r.name),
    errors: results.filter((r) => r.outcome === 'error').map((r) => `${r.name}: ${r.detail}`),
    injectionPoints: results.reduce((n, r) => n + r.tested, 0),
    requests: results.reduce((n, r) => n + r.requests, 0),
    results,
  };
}

// ─── wapiti ─────────────────────────────────────────────────────────────────────────────────

interface Finding {
  kind: string;
  category: string;
  severity: string;
  method: string;
  path: string;
  parameter?: string;
  info: string;
}

async function runWapiti(context: Context) {
  const report = path.join(out, 'wapiti.json');
  const victim = encodeURIComponent(context.victim.email);
  // The crawler finds only the web app's own links; these add the API's GET calls with their parameters.
  const starts = [
    '/api/health',
    '/api/config',
    '/api/docs',
    '/api/elder/getAllApplicants?page=1&size=10&search=Victoria&stage=all',
    `/api/elder/getApplicantByEmail/${victim}`,
    '/api/elder/exportApplicants?search=Victoria&stage=all',
    `/api/elder/allInterviewComment/${victim}`,
    `/api/elder/getInterviewSchedule/${context.victimId}`,
    '/api/admin/audit?action=login&search=scan&limit=10',
    '/api/admin/partnerApplications?limit=10',
    '/api/admin/hireRequests?limit=10',
    '/api/admin/stayUpdated?limit=10',
    '/api/elder/paymentProofs?status=pending&limit=10',
    '/api/summerSchool/discountCode',
    '/api/infoSession/getAvailableInfoSessions',
    `/api/infoSession/attend/${randomBytes(24).toString('hex')}`,
    `/api/interviewInvite/accept/${randomBytes(24).toString('hex')}`,
    `/api/applicant/acceptAdmissionOffer/${randomBytes(24).toString('hex')}`,
    `/api/elder/confirmPayment/${randomBytes(24).toString('hex')}`,
    '/login',
    '/dashboard/all-applicants',
  ];
  // wapiti builds every module, used or not, and its wapp module then downloads a technology
  // database from GitHub (with our Authorization header) unless its config folder holds one.
  const configDir = path.join(out, 'wapiti-config');
  mkdirSync(configDir, { recursive: true });
  writeFileSync(path.join(configDir, 'apps.json'), '{}');
  const args = [
    '-u',
    `${base}/`,
    '--scope',
    'folder',
    '-m',
    WAPITI_MODULES,
    '-H',
    `Authorization: Bearer ${context.adminToken}`,
    ...starts.flatMap((s) => ['-s', `${base}${s}`]),
    // No -x: wapiti 3.0.4's exclusion patterns fail on Python 3.11 (re.error); the crawler only
    // sends GETs and forms, and the logout call is a POST no page links to.
    '--flush-session',
    '--store-session',
    path.join(out, 'wapiti-session'),
    '--store-config',
    configDir,
    // Level 2 also injects into the query string of URLs without parameters (the path-parameter calls).
    '-l',
    '2',
    '--max-scan-time',
    options['wapiti-time'] ?? '300',
    '--no-bugreport',
    '-f',
    'json',
    '-o',
    report,
    // Verbose: every attack request goes to wapiti.txt.
    '-v',
    '2',
  ];
  log(`wapiti: modules ${WAPITI_MODULES}, scope folder ${base}/, ${starts.length} start URLs`);
  const t0 = Date.now();
  const run = spawnSync('wapiti', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  writeFileSync(path.join(out, 'wapiti.txt'), `wapiti ${args.join(' ')}\n\n${run.stdout}\n${run.stderr}`);
  let parsed: Json;
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return { ok: false, error: `no report (exit ${run.status}): ${run.stderr.slice(-500)}` };
  }
  const levels = ['info', 'low', 'medium', 'high', 'critical'];
  const bySeverity: Record<string, number> = Object.fromEntries(levels.map((l) => [l, 0]));
  const findings: Finding[] = [];
  for (const kind of ['vulnerabilities', 'anomalies']) {
    for (const [category, items] of Object.entries<Json[]>(parsed[kind] ?? {})) {
      for (const item of items) {
        const severity = levels[Number(item.level)] ?? 'unknown';
        bySeverity[severity] = (bySeverity[severity] ?? 0) + 1;
        findings.push({
          kind,
          category,
          severity,
          method: item.method,
          path: item.path,
          parameter: item.parameter,
          info: item.info,
        });
      }
    }
  }
  // The run must not have reached outside the portal.
  if (/Downloading from the web/.test(run.stdout)) {
    return { ok: false, error: 'wapiti tried to download from the web: see wapiti.txt' };
  }
  const serious = findings.filter((f) => ['medium', 'high', 'critical', 'unknown'].includes(f.severity));
  return {
    ok: run.status === 0 && serious.length === 0,
    exitCode: run.status,
    seconds: Math.round((Date.now() - t0) / 1000),
    crawled: Number(/(\d+) URLs? and forms? have been/i.exec(run.stdout)?.[1] ?? NaN) || undefined,
    bySeverity,
    findings,
    report,
  };
}

interface Summary {
  base: string;
  database: string;
  level?: string;
  risk?: string;
  seconds?: number;
  sqlmap?: Awaited<ReturnType<typeof runSqlmap>>;
  wapiti?: Awaited<ReturnType<typeof runWapiti>>;
}

function printSummary(summary: Summary) {
  console.log('\n=== security scans');
  console.log(`portal ${summary.base} on ${summary.database}; ${summary.seconds} s in all`);
  if (summary.sqlmap) {
    const s = summary.sqlmap;
    console.log(
      `sqlmap (level ${summary.level}, risk ${summary.risk}): ${s.targets} targets, ${s.injectionPoints} injection points, ${s.requests} requests; clean ${s.clean}, injectable parameters ${s.injectable.length}, timeouts ${s.timeouts.length}, errors ${s.errors.length}`,
    );
    for (const line of [...s.injectable, ...s.timeouts.map((t) => `timeout: ${t}`), ...s.errors])
      console.log(`  ${line}`);
  }
  if (summary.wapiti) {
    const w = summary.wapiti;
    if ('error' in w) console.log(`wapiti: ${w.error}`);
    else {
      console.log(
        `wapiti (${WAPITI_MODULES}): exit ${w.exitCode}, ${w.seconds} s; findings by severity ${JSON.stringify(w.bySeverity)}`,
      );
      for (const f of w.findings)
        console.log(`  ${f.severity} ${f.category}: ${f.method} ${f.path} ${f.parameter ?? ''} ${f.info}`);
    }
  }
}

// ─── the run ────────────────────────────────────────────────────────────────────────────────

async function main() {
  let exitCode = 1;
  try {
    if ((await portal.request('GET', '/api/health')).status !== 200)
      throw new Error('the portal did not start');
    const context = await seed();
    const summary: Summary = {
      base,
      database: database ? 'PostgreSQL' : 'PGlite',
      level: options.level,
      risk: options.risk,
    };
    let ok = true;
    if (options.only !== 'wapiti') {
      summary.sqlmap = await runSqlmap(context);
      ok &&= summary.sqlmap.ok;
    }
    if (options.only !== 'sqlmap') {
      summary.wapiti = await runWapiti(context);
      ok &&= summary.wapiti.ok;
    }
    summary.seconds = Math.round((Date.now() - started) / 1000);
    writeFileSync(path.join(out, 'summary.json'), JSON.stringify(summary, null, 2));
    printSummary(summary);
    exitCode = ok ? 0 : 1;
  } catch (error) {
    console.error(error);
  } finally {
    await portal.stop();
    await database?.drop();
    if (!options.keep && exitCode === 0) rmSync(out, { recursive: true, force: true });
    else log(`reports kept in ${out}`);
  }
  return exitCode;
}
process.exit(await main());
