import { randomBytes, randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { ZodType } from 'zod';
import { buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { createDiscountCode } from '../enrolment-factories.ts';
import {
  bearer,
  buildApplication,
  buildQuestionnaire,
  createApplicantWithPassword,
  createStaff,
  lagosDateTime,
  logIn,
  multipartFile,
  setApplicationStatus,
  tinyPng,
  uniqueEmail,
} from '../factories.ts';
import { testConfig } from '../test-app.ts';

/**
 * A database of the test's own: a fresh PostgreSQL database on the run's server when the suite runs
 * on PostgreSQL (dropped on close), else an in-memory PGlite. The matrix opens and closes
 * applications and the bad-input test counts every table, so neither may share the worker's
 * database with tests running beside them.
 */
async function openOwnDatabase(): Promise<Database> {
  const runUrl = inject('databaseUrl');
  if (!runUrl) return openDatabase({ databaseUrl: undefined, pgliteDir: undefined });
  const name = `intake_access_${process.pid}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: runUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: undefined, poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: runUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface ApiRoute {
  method: string;
  /** As declared: `/api/files/:id`. */
  path: string;
  key: string;
  /** The route's zod schemas, as declared in its options. */
  schema: { params?: ZodType; querystring?: ZodType; body?: ZodType; headers?: ZodType };
}

export interface OwnApp {
  app: FastifyInstance;
  /** Every route the app declared, from its own onRoute hook: `/api/…`, and the rest (the web app). */
  routes: { api: ApiRoute[]; other: ApiRoute[] };
}

/**
 * The whole portal on a database of its own; closing the app closes (and drops) the database.
 * Its route table is read with an onRoute hook added the moment Fastify creates the instance
 * (Fastify's `fastify.initialization` diagnostics channel), so it sees every route every module
 * and plugin declares, hidden ones included. HEAD is left out where GET is there (Fastify adds it
 * and answers it like GET).
 */
export async function buildOwnApp(): Promise<OwnApp> {
  const database = await openOwnDatabase();
  const declared: ApiRoute[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  let seen = false;
  const onInit = (message: unknown) => {
    if (seen) return;
    seen = true;
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        const path = options.url ?? options.path;
        declared.push({
          method,
          path,
          key: `${method} ${path}`,
          schema: (options.schema ?? {}) as ApiRoute['schema'],
        });
      }
    });
  };
  channel.subscribe(onInit);
  let app: FastifyInstance;
  try {
    app = await buildApp(testConfig({ FINANCE_EMAIL: FINANCE_DESK_EMAIL }), { database });
  } finally {
    channel.unsubscribe(onInit);
  }
  app.addHook('onClose', () => database.close());
  await app.ready();
  const keys = new Set(declared.map((route) => route.key));
  const unique = new Map<string, ApiRoute>();
  for (const route of declared) {
    if (route.method === 'HEAD' && keys.has(`GET ${route.path}`)) continue;
    if (!unique.has(route.key)) unique.set(route.key, route);
  }
  const all = [...unique.values()];
  const api = all.filter((route) => route.path.startsWith('/api/'));
  if (api.length < 50) throw new Error(`route table: only ${api.length} API routes were declared`);
  return { app, routes: { api, other: all.filter((route) => !route.path.startsWith('/api/')) } };
}

export const PRINCIPALS = [
  'anonymous',
  'owner',
  'otherApplicant',
  'elder',
  'sponsor',
  'admin',
  'suspended',
] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

interface Person {
  id: string;
  email: string;
  password: string;
  headers: Record<string, string>;
}

export interface Fixtures {
  owner: Person & { fileId: string; fileUrl: string };
  otherApplicant: Person;
  /** An applicant the staff calls act on, so the owner's own state is left alone. */
  bystander: Person;
  /** The applicant an admin's erasure call erases (it names them instead of the owner). */
  erasable: Person;
  elder: Person;
  sponsor: Person;
  admin: Person;
  /** An admin whose role became SUSPENDED after they logged in: their token must stop working. */
  suspended: Person;
  infoSessionId: string;
  discountCode: string;
}

const idOf = async (app: FastifyInstance, email: string) => {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

async function applicant(app: FastifyInstance): Promise<Person> {
  const created = await createApplicantWithPassword(app);
  return { ...created, id: await idOf(app, created.email), headers: created.auth };
}

/**
 * The school's finance address (FINANCE_EMAIL) in the matrix: the sponsor's account, so every call
 * that also admits finance (`alsoFinance`) is checked to admit it and to refuse the elder.
 */
export const FINANCE_DESK_EMAIL = 'finance-desk@intake.test';

async function staff(
  app: FastifyInstance,
  role: 'ADMIN' | 'ELDER' | 'SPONSOR',
  email?: string,
): Promise<Person> {
  const created = await createStaff(app, role, undefined, email);
  const login = await logIn(app, created.email, created.password);
  if (login.statusCode !== 200) throw new Error(`staff login ${login.statusCode}`);
  return { ...created, headers: bearer(login.json().accessToken) };
}

export async function createFixtures(app: FastifyInstance): Promise<Fixtures> {
  const [owner, otherApplicant, bystander, erasable] = [
    await applicant(app),
    await applicant(app),
    await applicant(app),
    await applicant(app),
  ];
  const [elder, sponsor, admin, suspended] = [
    await staff(app, 'ELDER'),
    await staff(app, 'SPONSOR', FINANCE_DESK_EMAIL),
    await staff(app, 'ADMIN'),
    await staff(app, 'ADMIN'),
  ];
  const suspend = await app.inject({
    method: 'PATCH',
    url: `/api/admin/changeRole?email=${encodeURIComponent(suspended.email)}&newRole=Suspended`,
    headers: admin.headers,
  });
  if (suspend.statusCode !== 200) throw new Error(`suspend: ${suspend.statusCode} ${suspend.body}`);

  const upload = multipartFile('file', 'me.png', tinyPng, 'image/png');
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/files',
    payload: upload.payload,
    headers: { ...upload.headers, ...owner.headers },
  });
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  const fileUrl = uploaded.json().secure_url as string;
  const fileId = /\/api\/files\/([0-9a-f-]{36})/.exec(fileUrl)?.[1] ?? '';
  // Made the owner's picture: a file every staff role may read (not so a proof or an unused upload).
  const picture = await app.inject({
    method: 'PATCH',
    url: '/api/user/saveProfilePicture',
    payload: { url: fileUrl },
    headers: owner.headers,
  });
  if (picture.statusCode !== 200) throw new Error(`picture: ${picture.statusCode} ${picture.body}`);

  const session = await app.inject({
    method: 'POST',
    url: '/api/infoSession/createInfoSession',
    headers: admin.headers,
    payload: {
      mode: 'Online',
      infoSessionLink: 'https://meet.example.org/x',
      ...lagosDateTime(60 * 24 * 30),
    },
  });
  if (session.statusCode !== 201) throw new Error(`info session: ${session.statusCode} ${session.body}`);

  // The owner has an interview, so their own GET of it is a 200 that another applicant must not see.
  await setApplicationStatus(app, owner.email, 'TESTED');
  const invite = await app.inject({
    method: 'POST',
    url: '/api/interviewInvite/inviteApplicant',
    headers: admin.headers,
    payload: { applicantEmail: owner.email, ...futureInterview() },
  });
  if (invite.statusCode !== 200) throw new Error(`invite: ${invite.statusCode} ${invite.body}`);

  return {
    owner: { ...owner, fileId, fileUrl },
    otherApplicant,
    bystander,
    erasable,
    elder,
    sponsor,
    admin,
    suspended,
    infoSessionId: session.json().infoSession.infoSessionId,
    discountCode: await createDiscountCode(app, 5, 1000),
  };
}

/** An interview date and time three weeks ahead, on a quarter hour. */
export const futureInterview = () => ({
  interviewDate: lagosDateTime(60 * 24 * 21).sessionDate,
  interviewTime: '10:00',
});

/** A token shaped like the e-mails' (43 base64url characters) that no link carries. */
export const strayToken = () => randomBytes(32).toString('base64url');

export const headersOf = (fx: Fixtures, who: PrincipalName): Record<string, string> =>
  who === 'anonymous' ? {} : fx[who].headers;

/** The value each path parameter takes: the owner's e-mail and id, real ids of real things. */
function pathValue(fx: Fixtures, route: ApiRoute, name: string): string {
  switch (name) {
    case 'email':
      return fx.owner.email;
    case 'applicantId':
      return fx.owner.id;
    case 'id':
      return fx.owner.fileId;
    case 'infoSessionId':
      return fx.infoSessionId;
    case 'code':
      return route.path.startsWith('/api/summerSchool/') ? 'NO-SUCH-CODE' : fx.discountCode;
    case 'proofId':
    case 'cohortId':
    case 'criterionId':
    case 'reasonId':
    case 'reviewerId':
    case 'actionId':
    case 'bookingId':
    case 'pairId':
      return randomUUID();
    case 'messageId':
      // An outbox id that is not the owner's message: the call answers 404 to those allowed.
      return '2147483647';
    case 'step':
      return 'TEST_NOT_TAKEN';
    case 'decision':
      return 'Not Sure';
    case 'comment':
      return 'Good';
    case 'kind':
      // A type that goes by e-mail only, left as it is by the sample body (no channels).
      return 'password-changed';
    case 'token':
    case 'user':
    case 'secret':
      return strayToken();
    case '*':
      return route.path.startsWith('/api/docs') ? 'static/index.html' : 'images/none.png';
    default:
      throw new Error(`no fixture for the path parameter ${name} of ${route.key}`);
  }
}

export const pathParams = (path: string) =>
  [...path.matchAll(/:([A-Za-z]+)|\*/g)].map((m) => (m[0] === '*' ? '*' : (m[1] ?? '')));

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes: bad input. */
const encodeSegment = (value: string) =>
  value
    .split(/([\ud800-\udfff])/)
    .map((part) =>
      /^[\ud800-\udfff]$/.test(part)
        ? `%ED%${(0xa0 + ((part.charCodeAt(0) >> 6) & 0x1f)).toString(16).toUpperCase()}%80`
        : encodeURIComponent(part),
    )
    .join('');

export function fillPath(fx: Fixtures, route: ApiRoute, values: Record<string, string> = {}) {
  return route.path.replace(/:([A-Za-z]+)|\*/g, (whole, name: string | undefined) => {
    const key = whole === '*' ? '*' : (name ?? '');
    const value = values[key] ?? pathValue(fx, route, key);
    return key === '*' ? value.split('/').map(encodeSegment).join('/') : encodeSegment(value);
  });
}

const csv = () =>
  multipartFile(
    'file',
    'a.csv',
    Buffer.from(`firstName,lastName,email,phone,dialCode,gender,ageRange\n`),
    'text/csv',
  );

type Extra = Pick<InjectOptions, 'payload' | 'query' | 'headers'> & {
  /** Path values other than the owner's, for calls that would end the owner's part in the matrix. */
  path?: Record<string, string>;
};

/** A valid-looking body, query or headers for the calls that need them. */
const requestParts: Record<string, (fx: Fixtures) => Extra> = {
  'POST /api/user/login': (fx) => ({
    payload: { email: fx.bystander.email, password: fx.bystander.password },
  }),
  'POST /api/user/login/mfa': () => ({ payload: { mfaToken: strayToken(), code: '123456' } }),
  'POST /api/user/mfa/setup': () => ({ payload: {} }),
  'POST /api/user/mfa/confirm': () => ({ payload: { code: '123456' } }),
  'POST /api/user/mfa/disable': () => ({ payload: { code: '123456' } }),
  'PATCH /api/user/password/:token': () => ({ payload: { password: 'a brand new password 123' } }),
  'POST /api/applicant/apply': () => ({ payload: buildApplication() }),
  'POST /api/elder/registerApplicant': () => ({ payload: buildApplication() }),
  'POST /api/applicant/withdrawApplication/mail/:user': () => ({
    query: { reasonForWithdraw: 'I want to withdraw because I found a job' },
  }),
  'GET /api/elder/getAllApplicants': () => ({ query: { page: '1', size: '10' } }),
  'GET /api/elder/exportApplicants': () => ({ query: { stage: 'interviewed' } }),
  'PATCH /api/questionnaire': () => ({ payload: buildQuestionnaire() }),
  'POST /api/questionnaire/submit': () => ({ payload: buildQuestionnaire() }),
  'PATCH /api/applicant/test/answer': () => ({ payload: { questionId: 'q1', answer: 'A' } }),
  'PATCH /api/applicant/submitAptitudeTest': () => ({ payload: { testObj: { response: {} } } }),
  'POST /api/infoSession/createInfoSession': () => ({
    payload: {
      mode: 'Online',
      infoSessionLink: 'https://meet.example.org/y',
      ...lagosDateTime(60 * 24 * 40),
    },
  }),
  'POST /api/infoSession/updateInfoSession': (fx) => ({
    payload: {
      infoSessionId: fx.infoSessionId,
      mode: 'Online',
      infoSessionLink: 'https://meet.example.org/x',
      ...lagosDateTime(60 * 24 * 30),
    },
  }),
  'POST /api/infoSession/selfInvite/:email/:infoSessionId': () => ({ payload: {} }),
  'POST /api/interviewInvite/inviteApplicant': (fx) => ({
    payload: { applicantEmail: fx.bystander.email, ...futureInterview() },
  }),
  'POST /api/interviewInvite/reschedule/:token': () => ({ payload: futureInterview() }),
  'POST /api/interviewComment/createComment/:email': () => ({ payload: { comment: 'Good answers' } }),
  'POST /api/admin/createBatch': () => ({ payload: { name: 'Matrix batch' } }),
  'PUT /api/admin/school': () => ({
    payload: { name: 'Matrix School', legalName: 'Matrix School Ltd', color: '#1c4f9c', contactEmail: '' },
  }),
  'PUT /api/admin/school/logo': () => {
    const form = multipartFile('file', 'logo.png', tinyPng, 'image/png');
    return { payload: form.payload, headers: form.headers };
  },
  'PUT /api/admin/cohorts/:cohortId': () => ({
    payload: { tuitionFee: 500_000, startMonth: 'JANUARY', startYear: 2027 },
  }),
  'POST /api/admin/cohorts/:cohortId/rubric': () => ({
    payload: { stage: 'INTERVIEW', name: 'Clarity', lowAnchor: 'Vague', highAnchor: 'Crisp', weight: 2 },
  }),
  'PATCH /api/admin/rubric/:criterionId': () => ({
    payload: { name: 'Clarity', lowAnchor: 'Vague', highAnchor: 'Crisp', weight: 2 },
  }),
  'PUT /api/elder/scorecards/:email/interview': () => ({
    payload: { scores: [{ criterionId: randomUUID(), score: 3 }], note: 'Calm' },
  }),
  'POST /api/admin/review/reviewers/:reviewerId/queue/:applicantId/reassign': () => ({
    payload: { toReviewerId: randomUUID() },
  }),
  'POST /api/admin/review/conflicts': (fx) => ({
    payload: { reviewerId: randomUUID(), applicantEmail: fx.owner.email, reason: 'Her cousin' },
  }),
  'GET /api/admin/review/conflicts': (fx) => ({ query: { applicantEmail: fx.owner.email } }),
  'PUT /api/admin/cohorts/:cohortId/review-settings': () => ({
    payload: { blindFirstRound: true, reviewersPerApplicant: 2, disagreementMargin: 1 },
  }),
  'POST /api/elder/review/assignments/:applicantId/conflict': () => ({ payload: { reason: 'I know her' } }),
  // Left off: the matrix must not start reminding the other fixtures.
  'PUT /api/admin/reminders/:step': () => ({
    payload: { enabled: false, delayHours: 48, repeatAfterDays: 7 },
  }),
  'PATCH /api/admin/changeRole': (fx) => ({ query: { email: fx.bystander.email, newRole: 'Applicant' } }),
  'POST /api/admin/resendEmail': (fx) => ({
    query: { email: fx.bystander.email, emailType: 'createPassword' },
  }),
  'POST /api/admin/registerApplicantsViaCSV': () => {
    const form = csv();
    return { payload: form.payload, headers: form.headers };
  },
  'POST /api/summerSchool/discountCode': () => ({
    payload: {
      discountOwner: 'Hub',
      code: `M${randomBytes(4).toString('hex')}`,
      numberOfValidRegistration: 3,
      discountAmount: 1000,
    },
  }),
  'POST /api/admissions/decisionReasons': () => ({
    payload: {
      label: `Reason ${randomBytes(4).toString('hex')}`,
      decisions: ['Not Sure'],
      nextStep: 'Wait.',
    },
  }),
  'PATCH /api/admissions/decisionReasons/:reasonId': () => ({
    payload: { label: 'Unknown reason', decisions: ['Not Sure'], nextStep: 'Wait.', archived: false },
  }),
  'POST /api/admissions/decision/:email': () => ({ payload: { decision: 'Not Sure' } }),
  'PUT /api/elder/interviewAvailability': () => ({ payload: { rules: [], daysOff: [] } }),
  'POST /api/interviewBooking/invite': (fx) => ({ payload: { applicantEmail: fx.bystander.email } }),
  'POST /api/interviewBooking/:bookingId/cancel': () => ({ payload: { reason: 'Travelling' } }),
  'POST /api/interviewBooking/:bookingId/outcome': () => ({ payload: { outcome: 'held' } }),
  'POST /api/interviewBooking/link/:token/book': () => ({
    payload: { startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), method: 'phone' },
  }),
  'POST /api/applicant/interviewBooking/book': () => ({
    payload: { startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), method: 'phone' },
  }),
  'POST /api/bulkActions': (fx) => ({
    payload: {
      kind: 'DECIDE',
      params: { decision: 'Offer Admission' },
      target: { applicantIds: [fx.bystander.id] },
      idempotencyKey: randomUUID(),
    },
  }),
  'POST /api/bulkActions/export': (fx) => ({ payload: { applicantIds: [fx.bystander.id] } }),
  'PATCH /api/summerSchool/discountCode': (fx) => ({
    payload: { code: fx.discountCode, numberOfValidRegistration: 5, discountAmount: 1000 },
  }),
  'POST /api/native/submitEnrollmentForm': () => ({
    payload: {
      fullLegalName: 'Adaeze Chioma Obi',
      preferName: 'Ada',
      address: '12 Allen Avenue, Ikeja, Lagos',
      phone: '8012345678',
      yearExperience: '2 - 4 years',
      industries: ['IT'],
      iTExperience: 'Less than 2 years',
      medicalConditions: '',
      foodAllergies: '',
      emergencyContactName: 'Ngozi Obi',
      emergencyContactPhone: '8098765432',
      hobbies: 'Chess',
      areYouInterestedInAccommodation: 'Yes',
      doYouHaveHealthInsurance: 'No',
    },
  }),
  'POST /api/native/fillPaymentAgreement': () => ({
    payload: {
      paymentPlan: 'QUARTERLY',
      paymentStartMonth: 'MARCH',
      iunderstandTerms: true,
      iagreeToTerms: true,
    },
  }),
  'POST /api/native/fillNativeAgreement': () => ({ payload: { agreedToTerms: true } }),
  'POST /api/native/fillTenancyAgreement': () => ({ payload: { agreedToTerms: true } }),
  'POST /api/native/fillLearnFundForm': () => ({ payload: { agreedToTerms: true, parentName: '' } }),
  'POST /api/native/uploadProofOfPayment': (fx) => ({
    payload: {
      paymentMethod: 'bank transfer',
      amountPaid: 50000,
      transactionDate: '01-01-2025',
      transactionImageLink: fx.owner.fileUrl,
      phoneNumber: '',
      depositorName: '',
      depositorAccountName: 'Ada Obi',
      originatingBankName: 'First Bank',
      depositorEmail: '',
    },
  }),
  'POST /api/user/me/erasure': () => ({ payload: { reason: 'I no longer need the account' } }),
  'DELETE /api/admin/applicant/:email': (fx) => ({
    path: { email: fx.erasable.email },
    payload: { reason: 'Asked by e-mail' },
  }),
  'POST /api/elder/paymentProofs/:proofId/decline': () => ({ payload: { reason: 'No match' } }),
  'POST /api/partner/apply': () => ({
    payload: {
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: uniqueEmail('company'),
      companyName: 'Acme Ltd',
      designation: 'CTO',
      message: 'We would like to partner.',
    },
  }),
  'POST /api/hireAnEngineer/request': () => ({
    payload: {
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: uniqueEmail('company'),
      companyName: 'Acme Ltd',
      designation: 'Head of Engineering',
      skillSet: 'Front-End Engineer,Data Analyst',
      request: 'Two engineers for a year.',
    },
  }),
  'POST /api/lampLaunch/stayUpdated': () => ({
    payload: { firstName: 'Ngozi', lastName: 'Eze', email: uniqueEmail('launch'), companyName: 'Acme Ltd' },
  }),
  'POST /api/files': () => {
    const form = multipartFile('file', 'x.png', tinyPng, 'image/png');
    return { payload: form.payload, headers: form.headers };
  },
  'POST /api/user/saveProfilePicture': (fx) => ({ payload: { url: fx.owner.fileUrl } }),
  // A record that does not exist: the matrix never merges the owner away.
  'POST /api/admin/mergeRecords': (fx) => ({ payload: { survivorId: fx.owner.id, mergedId: randomUUID() } }),
  'PATCH /api/user/saveProfilePicture': (fx) => ({ payload: { url: fx.owner.fileUrl } }),
};

/** A valid-looking request for a route, as `who`, with the owner's identifiers in the path. */
export function sampleRequest(fx: Fixtures, route: ApiRoute, who: PrincipalName): InjectOptions {
  const { path, ...parts } = requestParts[route.key]?.(fx) ?? {};
  return {
    method: route.method as InjectOptions['method'],
    url: fillPath(fx, route, path),
    ...parts,
    headers: { ...(parts.headers as Record<string, string> | undefined), ...headersOf(fx, who) },
  };
}

export const hasSampleParts = (key: string) => key in requestParts;

/**
 * A cheap fingerprint of the whole database: every table's row count, and an md5 of the rows of
 * the tables that say who someone is and where they stand.
 */
export async function databaseFingerprint(app: FastifyInstance) {
  const tables = (await app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\_\_%' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const names = tables.rows.map((row) => row.table_name);
  const hashed = ['users', 'applicants', 'settings', 'cohorts', 'discount_codes'].filter((name) =>
    names.includes(name),
  );
  // One statement: a count of every table and an md5 of the rows of the hashed ones.
  const parts = [
    ...names.map((name) => sql`select ${name}::text as k, count(*)::text as v from ${sql.identifier(name)}`),
    ...hashed.map(
      (name) =>
        sql`select ${`${name} rows`}::text as k, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as v from ${sql.identifier(name)} t`,
    ),
  ];
  const result = (await app.db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { k: string; v: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.k, row.v]));
}
