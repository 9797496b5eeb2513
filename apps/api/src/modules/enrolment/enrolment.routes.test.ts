import { AGREEMENT_TERMS, type EnrolmentInput, messages } from '@intake/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEnrolment, createLearner } from '../../../test/enrolment-factories.ts';
import {
  adminHeaders,
  applicantStateOf,
  createApplicantWithPassword,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { activityLog, enrolments } from '../../db/schema/index.ts';

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
    const again = await post('/api/native/submitEnrollmentForm', learner.auth, buildEnrolment());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/only once/);

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
    expect((await post(`/api/elder/checkIn/${learner.email}`, elder)).statusCode).toBe(409);

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
    expect((await post('/api/native/fillTenancyAgreement', learner.auth, agreed)).statusCode).toBe(409);
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
    // Tenancy was never asked for, and a second native signature is refused.
    expect((await post('/api/native/fillTenancyAgreement', learner.auth, agreed)).statusCode).toBe(409);
    expect((await post('/api/native/fillNativeAgreement', learner.auth, agreed)).statusCode).toBe(409);
  });

  it('takes the loan before the tenancy too: LEARN_FUND, then NATIVE', async () => {
    const learner = await createLearner(app, {
      nativeState: 'NATIVE_AGREEMENT',
      canFillTenancyAgreementForm: true,
      canFillLoanAgreement: true,
    });
    const loan = await post('/api/native/fillLearnFundForm', learner.auth, agreed);
    expect(loan.json()).toMatchObject({ nativeState: 'LEARN_FUND' });
    expect((await post('/api/native/fillLearnFundForm', learner.auth, agreed)).statusCode).toBe(409);
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
