import {
  AGREEMENT_TERMS,
  type EnrolmentInput,
  type JourneyStep,
  messages,
  nativeStates,
  openJourneySteps,
} from '@intake/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEnrolment,
  createDiscountCode,
  createLearner,
  type LearnerSetup,
  remainingUsesOf,
  statusFor,
} from '../../../test/enrolment-factories.ts';
import {
  adminHeaders,
  applicantStateOf,
  createApplicantWithPassword,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  activityLog,
  agreementSignatures,
  applicants,
  enrolments,
  paymentPlans,
} from '../../db/schema/index.ts';

let app: FastifyInstance;
let elder: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  elder = await staffHeaders(app, 'ELDER');
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

const plan = {
  paymentPlan: 'MONTHLY',
  paymentStartMonth: 'NOVEMBER',
  iunderstandTerms: true,
  iagreeToTerms: true,
};
const agreed = { agreedToTerms: true };

describe('the whole after-admission chain', () => {
  it('goes enrolment → check-in → plan → native → tenancy → loan → NATIVE', async () => {
    const learner = await createLearner(app, { nativeState: 'PAID_TUITION', tuitionFee: 600_000 });

    const enrolled = await post('/api/native/submitEnrollmentForm', learner.auth, buildEnrolment());
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toMatchObject({
      nativeState: 'ENROLLMENT_FORM',
      applicationStatus: 'ENROLLED',
      canFillTenancyAgreementForm: true,
      address: '12 Allen Avenue, Ikeja, Lagos',
    });
    expect((await get('/api/native/enrollmentForm', learner.auth)).json().enrolment).toMatchObject({
      fullLegalName: 'Adaeze Chioma Obi',
      industries: ['IT', 'Education'],
      areYouInterestedInAccommodation: 'Yes',
      doYouHaveHealthInsurance: 'No',
      checkedInAt: null,
    });
    // The same form again is a repeat and answers as the first (issue 18.15); a different one is refused.
    const again = await post('/api/native/submitEnrollmentForm', learner.auth, buildEnrolment());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(enrolled.json());
    const changed = await post(
      '/api/native/submitEnrollmentForm',
      learner.auth,
      buildEnrolment({ preferName: 'Chi' }),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(/only once/);

    const checkedIn = await post(`/api/elder/checkIn/${learner.email}`, elder);
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json().message).toMatch(/checked in successfully/);
    expect(await applicantStateOf(app, learner.email)).toMatchObject({
      status: 'CHECKED_IN',
      native: 'CHECKED_IN',
    });
    const [row] = await app.db.select().from(enrolments).where(eq(enrolments.applicantId, learner.id));
    expect(row?.checkedInAt).toBeInstanceOf(Date);
    const activity = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.applicantId, learner.id), eq(activityLog.action, 'CHECKED_IN')));
    expect(activity[0]?.actorId).toBe(row?.checkedInBy);
    // A repeated check-in answers as the first (issue 18.15) and records nothing more.
    const repeat = await post(`/api/elder/checkIn/${learner.email}`, elder);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(checkedIn.json());
    expect(
      await app.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.applicantId, learner.id), eq(activityLog.action, 'CHECKED_IN'))),
    ).toHaveLength(1);

    // The school offers this learner a loan before the agreements.
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/elder/enableLearnFundForm/${learner.email}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(200);

    const planned = await post('/api/native/fillPaymentAgreement', learner.auth, { ...plan, tuitionFee: 1 });
    expect(planned.statusCode).toBe(200);
    expect(planned.json()).toMatchObject({ nativeState: 'PAYMENT_AGREEMENT', canFillLoanAgreement: true });
    const stored = (await get('/api/native/paymentPlan', learner.auth)).json().plan;
    expect(stored).toMatchObject({
      paymentPlan: 'MONTHLY',
      paymentStartMonth: 'NOVEMBER',
      paymentEndMonth: 'OCTOBER',
      tuitionFee: 600_000,
      amountDue: 600_000,
      discountCode: null,
    });
    expect(stored.instalments).toHaveLength(12);
    expect(stored.instalments[0]).toEqual({ month: 'NOVEMBER', amount: 50_000 });
    expect(stored.instalments[11]).toEqual({ month: 'OCTOBER', amount: 50_000 });

    const native = await post('/api/native/fillNativeAgreement', learner.auth, agreed);
    expect(native.json()).toMatchObject({ nativeState: 'NATIVE_AGREEMENT', applicationStatus: 'CHECKED_IN' });
    const tenancy = await post('/api/native/fillTenancyAgreement', learner.auth, agreed);
    expect(tenancy.json()).toMatchObject({ nativeState: 'TENANCY_AGREEMENT' });
    // A repeat answers as the first did and signs nothing more.
    expect((await post('/api/native/fillTenancyAgreement', learner.auth, agreed)).json()).toEqual(
      tenancy.json(),
    );
    const loan = await post('/api/native/fillLearnFundForm', learner.auth, { ...agreed, parentName: '' });
    expect(loan.statusCode).toBe(200);
    expect(loan.json()).toMatchObject({ nativeState: 'NATIVE', applicationStatus: 'NATIVE' });

    const { agreements } = (await get('/api/native/agreements', learner.auth)).json();
    expect(agreements.map((a: { kind: string }) => a.kind)).toEqual(['native', 'tenancy', 'loan']);
    expect(agreements[2]).toMatchObject({
      termsVersion: AGREEMENT_TERMS.loan.version,
      signerName: 'Adaeze Chioma Obi',
      parentName: null,
    });
  });

  it('ends at NATIVE after the native agreement when no tenancy or loan is needed', async () => {
    const learner = await createLearner(app, { nativeState: 'PAID_TUITION' });
    const enrolled = await post(
      '/api/native/submitEnrollmentForm',
      learner.auth,
      buildEnrolment({ areYouInterestedInAccommodation: 'No' }),
    );
    expect(enrolled.json()).toMatchObject({
      nativeState: 'ENROLLMENT_FORM',
      canFillTenancyAgreementForm: false,
    });
    expect((await post(`/api/elder/checkIn/${learner.email}`, admin)).statusCode).toBe(200);
    expect((await post('/api/native/fillPaymentAgreement', learner.auth, plan)).statusCode).toBe(200);
    const native = await post('/api/native/fillNativeAgreement', learner.auth, agreed);
    expect(native.statusCode).toBe(200);
    expect(native.json()).toMatchObject({ nativeState: 'NATIVE', applicationStatus: 'NATIVE' });
    // Tenancy was never asked for; a second native signature is a repeat, answered as the first.
    expect((await post('/api/native/fillTenancyAgreement', learner.auth, agreed)).statusCode).toBe(409);
    expect((await post('/api/native/fillNativeAgreement', learner.auth, agreed)).json()).toEqual(
      native.json(),
    );
  });

  it('takes the loan before the tenancy too: LEARN_FUND, then NATIVE', async () => {
    const learner = await createLearner(app, {
      nativeState: 'NATIVE_AGREEMENT',
      canFillTenancyAgreementForm: true,
      canFillLoanAgreement: true,
    });
    const loan = await post('/api/native/fillLearnFundForm', learner.auth, agreed);
    expect(loan.json()).toMatchObject({ nativeState: 'LEARN_FUND' });
    expect((await post('/api/native/fillLearnFundForm', learner.auth, agreed)).json()).toEqual(loan.json());
    const tenancy = await post('/api/native/fillTenancyAgreement', learner.auth, agreed);
    expect(tenancy.json()).toMatchObject({ nativeState: 'NATIVE', applicationStatus: 'NATIVE' });
    // The signer's name falls back to first and last name when no enrolment form is stored.
    const { agreements } = (await get('/api/native/agreements', learner.auth)).json();
    expect(agreements[0].signerName).toBe('Ada Obi');
  });
});

describe('each step in the wrong state', () => {
  it('refuses the enrolment form before tuition is confirmed or without permission', async () => {
    for (const setup of [
      { nativeState: 'ACCEPTED_ADMISSION' as const },
      { nativeState: 'PAID_TUITION' as const, canFillEnrollmentForm: false },
    ]) {
      const learner = await createLearner(app, setup);
      const answer = await post('/api/native/submitEnrollmentForm', learner.auth, buildEnrolment());
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBeTruthy();
      expect((await get('/api/native/enrollmentForm', learner.auth)).json()).toEqual({ enrolment: null });
    }
  });

  it('checks in only after the enrolment form', async () => {
    const learner = await createLearner(app, { nativeState: 'PAID_TUITION' });
    const answer = await post(`/api/elder/checkIn/${learner.email}`, elder);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/after submitting the enrollment form/);
    expect((await post('/api/elder/checkIn/nobody-here@example.com', elder)).statusCode).toBe(404);
  });

  it('refuses the plan and every agreement out of turn', async () => {
    const cases = [
      { state: 'ENROLLMENT_FORM', url: '/api/native/fillPaymentAgreement', body: plan },
      { state: 'PAYMENT_AGREEMENT', url: '/api/native/fillPaymentAgreement', body: plan },
      { state: 'CHECKED_IN', url: '/api/native/fillNativeAgreement', body: agreed },
      { state: 'PAYMENT_AGREEMENT', url: '/api/native/fillTenancyAgreement', body: agreed },
      { state: 'TENANCY_AGREEMENT', url: '/api/native/fillTenancyAgreement', body: agreed },
      { state: 'PAYMENT_AGREEMENT', url: '/api/native/fillLearnFundForm', body: agreed },
      { state: 'LEARN_FUND', url: '/api/native/fillLearnFundForm', body: agreed },
      { state: 'NATIVE', url: '/api/native/fillLearnFundForm', body: agreed },
    ] as const;
    for (const { state, url, body } of cases) {
      const learner = await createLearner(app, {
        nativeState: state,
        canFillTenancyAgreementForm: true,
        canFillLoanAgreement: true,
      });
      const answer = await post(url, learner.auth, body);
      expect(answer.statusCode, `${url} at ${state}`).toBe(409);
      expect(await applicantStateOf(app, learner.email)).toMatchObject({ native: state });
    }
  });

  it('refuses tenancy and loan without their permission', async () => {
    const learner = await createLearner(app, { nativeState: 'NATIVE_AGREEMENT' });
    expect((await post('/api/native/fillTenancyAgreement', learner.auth, agreed)).statusCode).toBe(409);
    expect((await post('/api/native/fillLearnFundForm', learner.auth, agreed)).statusCode).toBe(409);
    expect((await get('/api/native/agreements', learner.auth)).json()).toEqual({ agreements: [] });
  });
});

describe('the journey table on the server (issue 18.3)', () => {
  const calls: Partial<Record<JourneyStep, { url: string; body: () => object }>> = {
    enrolment: { url: '/api/native/submitEnrollmentForm', body: () => buildEnrolment() },
    paymentAgreement: { url: '/api/native/fillPaymentAgreement', body: () => plan },
    native: { url: '/api/native/fillNativeAgreement', body: () => agreed },
    tenancy: { url: '/api/native/fillTenancyAgreement', body: () => agreed },
    loan: { url: '/api/native/fillLearnFundForm', body: () => agreed },
  };
  const flags = [false, true];

  /** Puts the one test learner at a combination with nothing on record (test setup only). */
  async function putAt(userId: string, setup: LearnerSetup) {
    await app.db.delete(enrolments).where(eq(enrolments.applicantId, userId));
    await app.db.delete(paymentPlans).where(eq(paymentPlans.applicantId, userId));
    await app.db.delete(agreementSignatures).where(eq(agreementSignatures.applicantId, userId));
    const { dateOfBirth: _, tuitionFee: __, ...state } = setup;
    await app.db
      .update(applicants)
      .set({ ...state, applicationStatus: statusFor[state.nativeState] ?? 'OFFERED_ADMISSION' })
      .where(eq(applicants.userId, userId));
  }

  it('accepts a step at exactly the nativeStates and permissions the table opens it', async () => {
    const learner = await createLearner(app, { nativeState: 'PENDING' });
    let combinations = 0;
    for (const nativeState of nativeStates) {
      for (const canFillEnrollmentForm of flags) {
        for (const canFillTenancyAgreementForm of flags) {
          for (const canFillLoanAgreement of flags) {
            const setup = {
              nativeState,
              canFillEnrollmentForm,
              canFillTenancyAgreementForm,
              canFillLoanAgreement,
            };
            const open = openJourneySteps(setup);
            for (const [step, call] of Object.entries(calls)) {
              await putAt(learner.id, setup);
              const answer = await post(call.url, learner.auth, call.body());
              const expected = open.includes(step as JourneyStep) ? 200 : 409;
              expect(answer.statusCode, `${step} at ${JSON.stringify(setup)}: ${answer.body}`).toBe(expected);
            }
            combinations++;
          }
        }
      }
    }
    expect(combinations).toBe(88);
  }, 60_000);

  it('takes the tenancy agreement after a loan signed first, and makes a Native', async () => {
    const learner = await createLearner(app, {
      nativeState: 'LEARN_FUND',
      canFillTenancyAgreementForm: true,
      canFillLoanAgreement: true,
    });
    const answer = await post('/api/native/fillTenancyAgreement', learner.auth, agreed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ nativeState: 'NATIVE', applicationStatus: 'NATIVE' });
  });
});

describe('every action once (issue 18.15)', () => {
  const twice = (url: string, headers: Record<string, string>, body: object) =>
    Promise.all([post(url, headers, body), post(url, headers, body)]);
  const sameAnswers = (answers: { statusCode: number; json: () => unknown }[]) => {
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
  };

  it('answers a double-clicked enrolment form, plan and agreement as the first, once', async () => {
    const learner = await createLearner(app, {
      nativeState: 'PAID_TUITION',
      canFillLoanAgreement: true,
    });
    const form = buildEnrolment({ areYouInterestedInAccommodation: 'Yes' });
    sameAnswers(await twice('/api/native/submitEnrollmentForm', learner.auth, form));
    await post(`/api/elder/checkIn/${learner.email}`, elder);
    const code = await createDiscountCode(app, 5, 10_000);
    sameAnswers(
      await twice('/api/native/fillPaymentAgreement', learner.auth, { ...plan, discountCode: code }),
    );
    expect(await remainingUsesOf(app, code)).toBe(4);
    sameAnswers(await twice('/api/native/fillNativeAgreement', learner.auth, agreed));
    sameAnswers(await twice('/api/native/fillTenancyAgreement', learner.auth, agreed));
    const loan = await twice('/api/native/fillLearnFundForm', learner.auth, agreed);
    sameAnswers(loan);
    expect(loan[0]?.json()).toMatchObject({ nativeState: 'NATIVE' });
    const { agreements } = (await get('/api/native/agreements', learner.auth)).json();
    expect(agreements.map((row: { kind: string }) => row.kind).sort()).toEqual(['loan', 'native', 'tenancy']);
    const log = await app.db.select().from(activityLog).where(eq(activityLog.applicantId, learner.id));
    for (const action of [
      'ENROLLMENT_FORM_SUBMITTED',
      'PAYMENT_AGREEMENT_FILLED',
      'NATIVE_AGREEMENT_SIGNED',
    ]) {
      expect(
        log.filter((row) => row.action === action),
        action,
      ).toHaveLength(1);
    }
  });

  it('still refuses a second, different form or plan', async () => {
    const learner = await createLearner(app, { nativeState: 'PAID_TUITION' });
    await post('/api/native/submitEnrollmentForm', learner.auth, buildEnrolment());
    const changed = await post(
      '/api/native/submitEnrollmentForm',
      learner.auth,
      buildEnrolment({ hobbies: 'Football' }),
    );
    expect(changed.statusCode).toBe(409);
    await post(`/api/elder/checkIn/${learner.email}`, elder);
    await post('/api/native/fillPaymentAgreement', learner.auth, plan);
    const other = await post('/api/native/fillPaymentAgreement', learner.auth, {
      ...plan,
      paymentPlan: 'QUARTERLY',
    });
    expect(other.statusCode).toBe(409);
  });
});

describe('who may call', () => {
  // Bodies are valid, so the answer is about the caller (the body is checked before the role).
  const applicantCalls = [
    ['POST', '/api/native/submitEnrollmentForm', buildEnrolment()],
    ['GET', '/api/native/enrollmentForm'],
    ['GET', '/api/native/discountCode/SUMMER'],
    ['POST', '/api/native/fillPaymentAgreement', plan],
    ['GET', '/api/native/paymentPlan'],
    ['POST', '/api/native/fillNativeAgreement', agreed],
    ['POST', '/api/native/fillTenancyAgreement', agreed],
    ['POST', '/api/native/fillLearnFundForm', agreed],
    ['GET', '/api/native/getLoanDetails'],
    ['GET', '/api/native/agreements'],
  ] as const;

  it('answers 401 without a session and 403 to staff on the learner calls', async () => {
    for (const [method, url, payload] of applicantCalls) {
      expect((await app.inject({ method, url, payload })).statusCode, url).toBe(401);
      for (const headers of [elder, admin]) {
        expect((await app.inject({ method, url, headers, payload })).statusCode, url).toBe(403);
      }
    }
  });

  it('lets only admins and elders check in', async () => {
    const learner = await createLearner(app, { nativeState: 'ENROLLMENT_FORM' });
    const other = await createApplicantWithPassword(app);
    const url = `/api/elder/checkIn/${learner.email}`;
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await post(url, other.auth)).statusCode).toBe(403);
    expect((await post(url, learner.auth)).statusCode).toBe(403);
    expect((await post(url, await staffHeaders(app, 'SPONSOR'))).statusCode).toBe(403);
    expect((await post(url, elder)).statusCode).toBe(200);
  });
});

describe('enrolment form validation', () => {
  it('answers the spec’s messages verbatim, step 1 then step 2, in order', async () => {
    const learner = await createLearner(app, { nativeState: 'PAID_TUITION' });
    const cases: [Partial<EnrolmentInput>, string][] = [
      [{ fullLegalName: ' ', preferName: '', address: '' }, messages.fillFullName],
      [{ preferName: '', address: '', emergencyContactName: '' }, messages.fillPreferName],
      [{ address: '', emergencyContactName: '' }, messages.fillAddress],
      [{ emergencyContactName: '', emergencyContactPhone: '' }, messages.fillEmergencyName],
      [{ emergencyContactPhone: '', doYouHaveHealthInsurance: '' }, messages.fillEmergencyPhone],
      [{ doYouHaveHealthInsurance: '', areYouInterestedInAccommodation: '' }, messages.selectHealthInsurance],
      [{ areYouInterestedInAccommodation: 'Y' }, messages.selectAccommodation],
    ];
    for (const [overrides, message] of cases) {
      const answer = await post('/api/native/submitEnrollmentForm', learner.auth, buildEnrolment(overrides));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect(await applicantStateOf(app, learner.email)).toMatchObject({ native: 'PAID_TUITION' });
  });

  it('refuses an emergency contact phone that no numbering plan has', async () => {
    const learner = await createLearner(app, { nativeState: 'PAID_TUITION' });
    const answer = await post(
      '/api/native/submitEnrollmentForm',
      learner.auth,
      buildEnrolment({ emergencyContactPhone: '123' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(messages.phoneNotValid);
    expect(await applicantStateOf(app, learner.email)).toMatchObject({ native: 'PAID_TUITION' });
  });

  it('answers 400, not 500, to huge strings and wrong types', async () => {
    const learner = await createLearner(app, { nativeState: 'PAID_TUITION' });
    const huge = 'x'.repeat(100_000);
    for (const body of [
      buildEnrolment({ address: huge }),
      buildEnrolment({ hobbies: huge }),
      buildEnrolment({ fullLegalName: huge }),
      { ...buildEnrolment(), industries: ['Not an industry'] },
      { ...buildEnrolment(), industries: huge },
    ]) {
      expect((await post('/api/native/submitEnrollmentForm', learner.auth, body)).statusCode).toBe(400);
    }
    for (const url of ['/api/native/fillPaymentAgreement', '/api/native/fillLearnFundForm']) {
      const answer = await post(url, learner.auth, {
        ...plan,
        ...agreed,
        discountCode: huge,
        parentName: huge,
      });
      expect(answer.statusCode).toBe(400);
    }
    const tooBig = await post('/api/native/fillNativeAgreement', learner.auth, {
      agreedToTerms: true,
      x: 'y'.repeat(2_000_000),
    });
    expect(tooBig.statusCode).toBe(413);
  });
});
