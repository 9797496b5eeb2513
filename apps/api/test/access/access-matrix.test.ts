import type { Role } from '@intake/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessRule, accessRules } from '../../src/access-rules.ts';
import { applicants, users } from '../../src/db/schema/index.ts';
import { createLearner, type LearnerSetup } from '../enrolment-factories.ts';
import {
  bearer,
  buildApplication,
  buildQuestionnaire,
  createApplicantWithPassword,
  createStaff,
  logIn,
  multipartFile,
  tinyPng,
} from '../factories.ts';
import {
  type ApiRoute,
  buildOwnApp,
  createFixtures,
  type Fixtures,
  futureInterview,
  type OwnApp,
  PRINCIPALS,
  type PrincipalName,
  sampleRequest,
} from './harness.ts';

let app: FastifyInstance;
let fx: Fixtures;
let routes: OwnApp['routes'];

beforeAll(async () => {
  ({ app, routes } = await buildOwnApp());
  fx = await createFixtures(app);
});
afterAll(() => app?.close());

const roleOf: Record<PrincipalName, Role | null> = {
  anonymous: null,
  owner: 'APPLICANT',
  otherApplicant: 'APPLICANT',
  elder: 'ELDER',
  sponsor: 'SPONSOR',
  admin: 'ADMIN',
  suspended: 'SUSPENDED',
};

type Expected = { kind: 'reaches' } | { kind: 'refused'; statuses: number[] } | { kind: 'no-2xx' };

/** What a principal must get from a route, from its rule; the path always names the owner. */
function expected(rule: AccessRule, who: PrincipalName): Expected {
  if (rule.allow === 'public') return { kind: 'reaches' };
  if (rule.allow === 'link-token') return { kind: 'no-2xx' };
  if (who === 'anonymous') return { kind: 'refused', statuses: [401] };
  if (who === 'suspended') return { kind: 'refused', statuses: [401, 403] };
  const role = roleOf[who];
  // The sponsor's account is the finance address in the matrix (harness.ts FINANCE_DESK_EMAIL).
  const allowed =
    rule.allow === 'signed-in' ||
    (role !== null && rule.allow.includes(role)) ||
    (rule.alsoFinance === true && who === 'sponsor');
  if (!allowed) return { kind: 'refused', statuses: [403] };
  if (rule.owner && who === 'otherApplicant') return { kind: 'refused', statuses: [rule.owner] };
  return { kind: 'reaches' };
}

/** Logout ends the session it is called with, so each allowed caller uses a fresh one. */
async function requestFor(route: ApiRoute, who: PrincipalName): Promise<InjectOptions> {
  const request = sampleRequest(fx, route, who);
  if (route.key === 'POST /api/user/logout' && who !== 'anonymous' && who !== 'suspended') {
    const person = fx[who];
    const login = await logIn(app, person.email, person.password);
    request.headers = bearer(login.json().accessToken);
  }
  return request;
}

/**
 * The request the matrix would send, with every path parameter, the query and the body malformed:
 * a refusal must not depend on what was sent (a 400 would tell an outsider about the route's input).
 */
function malformedRequest(route: ApiRoute, who: PrincipalName): InjectOptions {
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: `${route.path.replace(/:([A-Za-z]+)|\*/g, 'not%20valid')}/`,
    query: { page: '-1', size: 'x', email: 'not-an-email', newRole: 'King' },
    headers: sampleRequest(fx, route, who).headers as Record<string, string>,
  };
  if (['POST', 'PATCH', 'PUT', 'DELETE'].includes(route.method)) {
    request.payload = '[{"role":"ADMIN"}]';
    request.headers = { ...request.headers, 'content-type': 'application/json' };
  }
  return request;
}

describe('the access-control matrix', () => {
  it('has a rule for every API route and no rule for a route that is gone', () => {
    const missing = routes.api.filter((route) => !(route.key in accessRules)).map((route) => route.key);
    expect(
      missing,
      `API routes without an access rule (declare each in packages/contracts/src/endpoints/ and register it with registerEndpoint): ${missing.join(', ')}`,
    ).toEqual([]);
    const keys = new Set(routes.api.map((route) => route.key));
    const stale = Object.keys(accessRules).filter((key) => !keys.has(key));
    expect(
      stale,
      `rules (declared or in access-rules.ts) for routes that are not registered: ${stale.join(', ')}`,
    ).toEqual([]);
    // The rest is the web app (its pages, the prerendered ones and built assets, once built) and,
    // outside production, /dev/mailbox.
    for (const route of routes.other)
      expect(route.path).toMatch(/^\/(?:$|assets\/|[a-z-]+\.html(?:\.br|\.gz)?$|dev\/mailbox$)/);
  });

  it('answers every route as each principal as its rule says, and never leaks the owner to others', async () => {
    const failures: string[] = [];
    const tally = { cells: 0, passed: 0, reached2xx: 0, refused: 0 };
    const ownerMarks = [fx.owner.email, fx.owner.id];
    for (const route of routes.api) {
      const rule = accessRules[route.key];
      if (!rule) continue;
      for (const who of PRINCIPALS) {
        tally.cells += 1;
        const want = expected(rule, who);
        const response = await app.inject(await requestFor(route, who));
        const status = response.statusCode;
        const cell = `${route.key} as ${who} → ${status}`;
        const problems: string[] = [];
        if (status >= 500) problems.push('a 5xx');
        if (want.kind === 'reaches' && (status === 401 || status === 403)) problems.push('refused');
        if (want.kind === 'refused' && !want.statuses.includes(status)) {
          problems.push(`expected ${want.statuses.join(' or ')}`);
        }
        if (want.kind === 'no-2xx' && status < 300) problems.push('a 2xx without the e-mail’s token');
        if (status >= 400 && response.headers['content-type']?.toString().includes('json')) {
          const body = response.json() as { message?: unknown; code?: unknown };
          if (typeof body.message !== 'string' || typeof body.code !== 'string') problems.push('error shape');
        }
        const outsider = who === 'anonymous' || who === 'otherApplicant' || who === 'suspended';
        if (outsider && status < 300 && ownerMarks.some((mark) => response.body.includes(mark))) {
          problems.push("the owner's e-mail or id in the answer");
        }
        if (problems.length)
          failures.push(`${cell}: ${problems.join(', ')} — ${response.body.slice(0, 160)}`);
        else tally.passed += 1;
        if (status < 300) tally.reached2xx += 1;
        if (status === 401 || status === 403 || (want.kind === 'refused' && want.statuses.includes(status))) {
          tally.refused += 1;
        }
      }
    }
    // The matrix closed applications (the admin's stopApplications); open them again.
    await app.inject({ method: 'POST', url: '/api/admin/startApplications', headers: fx.admin.headers });
    console.info(
      `access matrix: ${routes.api.length} API routes × ${PRINCIPALS.length} principals = ${tally.cells} cells, ` +
        `${tally.passed} passed (${tally.refused} refused as expected, ${tally.reached2xx} 2xx where allowed); ` +
        `${routes.other.length} other routes are the web app's pages and assets`,
    );
    expect(failures).toEqual([]);
    expect(tally.passed).toBe(routes.api.length * PRINCIPALS.length);
  });

  it('refuses a caller without the right before looking at a malformed path, query or body (ASVS 8.1)', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const route of routes.api) {
      const rule = accessRules[route.key];
      if (!rule || rule.allow === 'public' || rule.allow === 'link-token') continue;
      // A call whose rule admits a body token (the mfaToken of a two-factor setup) reads the body to check it.
      if (rule.orToken) continue;
      for (const who of PRINCIPALS) {
        const want = expected(rule, who);
        if (want.kind !== 'refused' || (rule.owner && who === 'otherApplicant')) continue;
        cells += 1;
        const response = await app.inject(malformedRequest(route, who));
        if (!want.statuses.includes(response.statusCode))
          failures.push(
            `${route.key} as ${who} → ${response.statusCode}, expected ${want.statuses.join(' or ')}: ${response.body.slice(0, 120)}`,
          );
      }
    }
    console.info(`access matrix, malformed input: ${cells} refusals checked`);
    expect(failures).toEqual([]);
    expect(cells).toBeGreaterThan(100);
  });

  it('ends a session the moment its user is suspended, and refuses a suspended user a fresh login', async () => {
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: fx.suspended.headers });
    expect([401, 403]).toContain(me.statusCode);
    const staff = await createStaff(app, 'ELDER');
    const suspend = await app.inject({
      method: 'PATCH',
      url: `/api/admin/changeRole?email=${encodeURIComponent(staff.email)}&newRole=Suspended`,
      headers: fx.admin.headers,
    });
    expect(suspend.statusCode).toBe(200);
    const login = await logIn(app, staff.email, staff.password);
    expect([401, 403]).toContain(login.statusCode);
    expect(login.json()).not.toHaveProperty('accessToken');
  });

  it('never lets an applicant reach another’s records by an e-mail or id in the path or body', async () => {
    const other = fx.otherApplicant.headers;
    const calls: InjectOptions[] = [
      { method: 'POST', url: `/api/applicant/stopTest/${encodeURIComponent(fx.owner.email)}` },
      { method: 'GET', url: `/api/interviewInvite/getInterviewInvite/${fx.owner.id}` },
      { method: 'GET', url: `/api/files/${fx.owner.fileId}` },
      { method: 'GET', url: `/api/elder/getApplicantByEmail/${encodeURIComponent(fx.owner.email)}` },
      { method: 'GET', url: `/api/elder/getInterviewSchedule/${fx.owner.id}` },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: other });
      expect([403, 404], `${call.url}`).toContain(response.statusCode);
    }
    // The owner reaches the same things.
    const own = await app.inject({
      method: 'GET',
      url: `/api/interviewInvite/getInterviewInvite/${fx.owner.id}`,
      headers: fx.owner.headers,
    });
    expect(own.statusCode).toBe(200);
    // Someone else's upload cannot become your profile picture.
    const picture = await app.inject({
      method: 'PATCH',
      url: '/api/user/saveProfilePicture',
      headers: other,
      payload: { url: fx.owner.fileUrl },
    });
    expect(picture.statusCode).toBe(400);
    const [row] = await app.db
      .select({ picture: users.profilePictureUrl })
      .from(users)
      .where(eq(users.id, fx.otherApplicant.id));
    expect(row?.picture ?? null).toBeNull();
  });
});

/** Fields a client might hope to set on itself (OWASP ASVS 15.3.3). */
const grabs = {
  role: 'ADMIN',
  roles: 'ADMIN',
  isAdmin: true,
  applicationStatus: 'NATIVE',
  status: 'NATIVE',
  nativeState: 'NATIVE',
  canFillLoanAgreement: true,
  canFillEnrollmentForm: true,
  canFillTenancyAgreementForm: true,
  cohortId: '00000000-0000-4000-8000-000000000000',
  userId: '00000000-0000-4000-8000-000000000000',
  id: '00000000-0000-4000-8000-000000000000',
  trait: 'trusted',
  score: 100,
  testScore: 100,
  profilePictureUrl: 'https://evil.example/x.png',
};

async function standing(userId: string) {
  const [row] = await app.db
    .select({
      role: users.role,
      email: users.email,
      picture: users.profilePictureUrl,
      applicationStatus: applicants.applicationStatus,
      nativeState: applicants.nativeState,
      canFillEnrollmentForm: applicants.canFillEnrollmentForm,
      canFillTenancyAgreementForm: applicants.canFillTenancyAgreementForm,
      canFillLoanAgreement: applicants.canFillLoanAgreement,
      cohortId: applicants.cohortId,
      trait: applicants.trait,
    })
    .from(users)
    .innerJoin(applicants, eq(applicants.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no applicant ${userId}`);
  return row;
}

type Learner = { id: string; email: string; auth: Record<string, string>; fileUrl: string };

async function withUpload(person: { email: string; auth: Record<string, string> }): Promise<Learner> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
  const form = multipartFile('file', 'me.png', tinyPng, 'image/png');
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/files',
    payload: form.payload,
    headers: { ...form.headers, ...person.auth },
  });
  return { ...person, id: user?.id ?? '', fileUrl: uploaded.json().secure_url };
}

/** Every body an applicant may send about themselves, in journey order. */
const applicantBodies = (learner: Learner): Omit<InjectOptions, 'headers'>[] => [
  { method: 'PATCH', url: '/api/questionnaire', payload: buildQuestionnaire() },
  { method: 'POST', url: '/api/questionnaire/submit', payload: buildQuestionnaire() },
  { method: 'PATCH', url: '/api/applicant/test/answer', payload: { questionId: 'q1', answer: 'A' } },
  { method: 'PATCH', url: '/api/applicant/submitAptitudeTest', payload: { testObj: { response: {} } } },
  { method: 'PATCH', url: '/api/user/saveProfilePicture', payload: { url: learner.fileUrl } },
  {
    method: 'POST',
    url: '/api/native/uploadProofOfPayment',
    payload: {
      paymentMethod: 'bank transfer',
      amountPaid: 50000,
      transactionDate: '01-01-2025',
      transactionImageLink: learner.fileUrl,
      phoneNumber: '',
      depositorName: '',
      depositorAccountName: 'Ada Obi',
      originatingBankName: 'First Bank',
      depositorEmail: '',
    },
  },
  {
    method: 'POST',
    url: '/api/native/submitEnrollmentForm',
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
  },
  {
    method: 'POST',
    url: '/api/native/fillPaymentAgreement',
    payload: {
      paymentPlan: 'QUARTERLY',
      paymentStartMonth: 'MARCH',
      iunderstandTerms: true,
      iagreeToTerms: true,
    },
  },
  { method: 'POST', url: '/api/native/fillNativeAgreement', payload: { agreedToTerms: true } },
  { method: 'POST', url: '/api/native/fillTenancyAgreement', payload: { agreedToTerms: true } },
  {
    method: 'POST',
    url: '/api/native/fillLearnFundForm',
    payload: { agreedToTerms: true, parentName: 'Ngozi Obi' },
  },
];

const withGrabs = (payload: unknown) => ({ ...(payload as object), ...grabs });

describe('mass assignment (ASVS 15.3.3)', () => {
  it('gives an applicant who applies with role, status and flags in the body none of them', async () => {
    const body = { ...buildApplication(), ...grabs };
    const response = await app.inject({ method: 'POST', url: '/api/applicant/apply', payload: body });
    expect(response.statusCode).toBe(201);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    expect(await standing(user?.id ?? '')).toMatchObject({
      role: 'APPLICANT',
      applicationStatus: 'APPLIED',
      nativeState: 'PENDING',
      canFillEnrollmentForm: false,
      canFillTenancyAgreementForm: false,
      canFillLoanAgreement: false,
      trait: '',
      picture: null,
    });
  });

  const setups: (LearnerSetup | null)[] = [
    null,
    { nativeState: 'ACCEPTED_ADMISSION', canFillEnrollmentForm: false },
    { nativeState: 'PAID_TUITION', canFillEnrollmentForm: true },
    { nativeState: 'CHECKED_IN', canFillTenancyAgreementForm: false, canFillLoanAgreement: false },
    { nativeState: 'CHECKED_IN', canFillTenancyAgreementForm: true, canFillLoanAgreement: true },
  ];

  it.each(setups.map((setup) => [setup?.nativeState ?? 'APPLIED', setup] as const))(
    'lets an applicant at %s set nothing of their standing through any body they send',
    async (_, setup) => {
      // Twins walk the same calls; one adds the grabs to every body. Their standing must stay equal.
      const make = async () =>
        withUpload(setup ? await createLearner(app, setup) : await createApplicantWithPassword(app));
      const plain = await make();
      const greedy = await make();
      // Each learner has a cohort of its own: it must stay theirs, the rest must match the twin's.
      const cohorts = {
        [plain.id]: (await standing(plain.id)).cohortId,
        [greedy.id]: (await standing(greedy.id)).cohortId,
      };
      const stripId = (row: Awaited<ReturnType<typeof standing>>) => ({
        ...row,
        email: '',
        picture: !!row.picture,
        cohortId:
          row.cohortId === cohorts[plain.id] || row.cohortId === cohorts[greedy.id] ? 'own' : row.cohortId,
      });
      let accepted = 0;
      for (const [index, call] of applicantBodies(plain).entries()) {
        const greedyCall = applicantBodies(greedy)[index];
        if (!greedyCall) continue;
        const a = await app.inject({ ...call, headers: plain.auth });
        const b = await app.inject({
          ...greedyCall,
          payload: withGrabs(greedyCall.payload),
          headers: greedy.auth,
        });
        expect(`${call.url} → ${b.statusCode}`).toBe(`${call.url} → ${a.statusCode}`);
        if (b.statusCode < 300) accepted += 1;
        const [before, after] = [await standing(plain.id), await standing(greedy.id)];
        expect(stripId(after), call.url as string).toEqual(stripId(before));
        expect(after.role).toBe('APPLICANT');
        expect(after.email).toBe(greedy.email);
        expect(after.picture ?? '').not.toContain('evil.example');
      }
      // The greedy bodies were accepted where the plain ones were, so the grabs were really tried.
      expect(accepted).toBeGreaterThan(0);
    },
  );

  it('ignores a role, status or applicant in the body of the staff calls that take one', async () => {
    const target = await createApplicantWithPassword(app);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, target.email));
    const before = await standing(user?.id ?? '');
    const comment = await app.inject({
      method: 'POST',
      url: `/api/interviewComment/createComment/${encodeURIComponent(target.email)}`,
      headers: fx.elder.headers,
      payload: { comment: 'Fine', ...grabs },
    });
    expect(comment.statusCode).toBeLessThan(500);
    const invite = await app.inject({
      method: 'POST',
      url: '/api/interviewInvite/inviteApplicant',
      headers: fx.elder.headers,
      payload: { applicantEmail: target.email, ...futureInterview(), ...grabs },
    });
    expect(invite.statusCode).toBeLessThan(500);
    const after = await standing(user?.id ?? '');
    expect(after.role).toBe('APPLICANT');
    expect(after.nativeState).toBe(before.nativeState);
    expect(after.canFillLoanAgreement).toBe(false);
    expect(after.trait).toBe(before.trait);
  });
});
