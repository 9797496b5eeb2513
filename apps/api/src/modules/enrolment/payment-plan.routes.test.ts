import { messages } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEnrolment,
  createDiscountCode,
  createLearner,
  remainingUsesOf,
} from '../../../test/enrolment-factories.ts';
import { applicantStateOf, multipartFile, staffHeaders, uniquePng } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const url = '/api/native/fillPaymentAgreement';
const body = (overrides: Record<string, unknown> = {}) => ({
  paymentPlan: 'QUARTERLY',
  paymentStartMonth: 'MARCH',
  iunderstandTerms: true,
  iagreeToTerms: true,
  ...overrides,
});
const checkedIn = (tuitionFee = 100_000) => createLearner(app, { nativeState: 'CHECKED_IN', tuitionFee });
const fill = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const planOf = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/native/paymentPlan', headers })).json().plan;
const sum = (instalments: { amount: number }[]) =>
  Math.round(instalments.reduce((total, i) => total + i.amount, 0) * 100) / 100;

describe('payment plan amounts', () => {
  it('prices each plan from the cohort fee, never the browser’s', async () => {
    const expected = {
      FULL_PAYMENT: [{ month: 'MARCH', amount: 100_000 }],
      QUARTERLY: [
        { month: 'MARCH', amount: 25_000 },
        { month: 'JUNE', amount: 25_000 },
        { month: 'SEPTEMBER', amount: 25_000 },
        { month: 'DECEMBER', amount: 25_000 },
      ],
      CUSTOMIZED: [],
    } as const;
    for (const [paymentPlan, instalments] of Object.entries(expected)) {
      const learner = await checkedIn();
      const answer = await fill(learner.auth, body({ paymentPlan, tuitionFee: 5 }));
      expect(answer.statusCode).toBe(200);
      expect(await planOf(learner.auth)).toMatchObject({
        paymentPlan,
        paymentStartMonth: 'MARCH',
        paymentEndMonth: 'FEBRUARY',
        tuitionFee: 100_000,
        amountDue: 100_000,
        instalments,
      });
    }
  });

  it('leaves the kobo remainder on the last monthly instalment, so they add up', async () => {
    const learner = await checkedIn(100_000);
    await fill(learner.auth, body({ paymentPlan: 'MONTHLY', paymentStartMonth: 'DECEMBER' }));
    const plan = await planOf(learner.auth);
    expect(plan.paymentEndMonth).toBe('NOVEMBER');
    expect(plan.instalments[0]).toEqual({ month: 'DECEMBER', amount: 8333.33 });
    expect(plan.instalments[1].month).toBe('JANUARY');
    expect(plan.instalments[11]).toEqual({ month: 'NOVEMBER', amount: 8333.37 });
    expect(sum(plan.instalments)).toBe(100_000);
  });

  it('answers the spec’s messages in order and stores nothing on a bad body', async () => {
    const learner = await checkedIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ iunderstandTerms: false, paymentPlan: '' }, messages.checkTermsAndCondition],
      [{ iagreeToTerms: undefined, paymentPlan: 'WEEKLY' }, messages.checkTermsAndCondition],
      [{ paymentPlan: 'WEEKLY' }, messages.choosePaymentPlan],
      [{ paymentPlan: undefined, paymentStartMonth: '' }, messages.choosePaymentPlan],
      [{ paymentStartMonth: 'March' }, messages.chooseStartMonth],
      [{ discountCode: 'no spaces!' }, messages.discountCodeInvalid],
    ];
    for (const [overrides, message] of cases) {
      const answer = await fill(learner.auth, body(overrides));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect(await planOf(learner.auth)).toBeNull();
  });
});

describe('tuition already paid (issue 18.14)', () => {
  /** A learner admitted to a cohort of `tuitionFee` who paid `amountPaid`, confirmed by staff, then checked in. */
  async function paidAndCheckedIn(tuitionFee: number, amountPaid: number) {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee });
    const file = multipartFile('file', 'receipt.png', uniquePng());
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/files',
      payload: file.payload,
      headers: { ...learner.auth, ...file.headers },
    });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/native/uploadProofOfPayment',
      headers: learner.auth,
      payload: {
        paymentMethod: 'bank transfer',
        amountPaid,
        transactionDate: formatSchoolDate(new Date(), 'Africa/Lagos'),
        transactionImageLink: uploaded.json().secure_url,
        depositorAccountName: 'Ada Obi',
        originatingBankName: 'First Bank',
      },
    });
    expect(sent.statusCode).toBe(200);
    const proof = (
      await app.inject({ method: 'GET', url: '/api/native/paymentProof', headers: learner.auth })
    ).json().proof;
    const elder = await staffHeaders(app, 'ELDER');
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/elder/paymentProofs/${proof.id}/confirm`,
      headers: elder,
    });
    expect(confirmed.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/native/submitEnrollmentForm',
      headers: learner.auth,
      payload: buildEnrolment(),
    });
    expect(
      (await app.inject({ method: 'POST', url: `/api/elder/checkIn/${learner.email}`, headers: elder }))
        .statusCode,
    ).toBe(200);
    return learner;
  }

  it('shows the tuition paid and takes it off what is due', async () => {
    const paidInFull = await paidAndCheckedIn(600_000, 600_000);
    expect((await fill(paidInFull.auth, body({ paymentPlan: 'FULL_PAYMENT' }))).statusCode).toBe(200);
    expect(await planOf(paidInFull.auth)).toMatchObject({
      tuitionFee: 600_000,
      tuitionPaid: 600_000,
      amountDue: 0,
    });

    const paidPart = await paidAndCheckedIn(600_000, 200_000.5);
    await fill(paidPart.auth, body({ paymentPlan: 'MONTHLY' }));
    const plan = await planOf(paidPart.auth);
    expect(plan).toMatchObject({ tuitionPaid: 200_000.5, amountDue: 399_999.5 });
    expect(sum(plan.instalments)).toBe(399_999.5);
  });

  it('tells the learner what was paid and what is left before the plan', async () => {
    const learner = await paidAndCheckedIn(600_000, 600_000);
    const summary = await app.inject({ method: 'GET', url: '/api/native/tuition', headers: learner.auth });
    expect(summary.json()).toEqual({
      tuitionFee: 600_000,
      discountAmount: 0,
      tuitionPaid: 600_000,
      amountDue: 0,
    });
  });

  it('tells the discount look-up what was paid', async () => {
    const learner = await paidAndCheckedIn(100_000, 40_000);
    const code = await createDiscountCode(app, 1, 10_000);
    const lookup = await app.inject({
      method: 'GET',
      url: `/api/native/discountCode/${code}`,
      headers: learner.auth,
    });
    expect(lookup.json()).toEqual({
      code,
      discountAmount: 10_000,
      tuitionFee: 100_000,
      tuitionPaid: 40_000,
      amountDue: 50_000,
    });
  });
});

describe('discount codes on the plan', () => {
  it('looks a code up without taking a use, then takes one with the plan', async () => {
    const code = await createDiscountCode(app, 2, 30_000);
    const learner = await checkedIn(100_000);
    const lookup = await app.inject({
      method: 'GET',
      url: `/api/native/discountCode/${code.toLowerCase()}`,
      headers: learner.auth,
    });
    expect(lookup.json()).toEqual({
      code,
      discountAmount: 30_000,
      tuitionFee: 100_000,
      tuitionPaid: 0,
      amountDue: 70_000,
    });
    expect(await remainingUsesOf(app, code)).toBe(2);

    expect(
      (await fill(learner.auth, body({ paymentPlan: 'FULL_PAYMENT', discountCode: code }))).statusCode,
    ).toBe(200);
    expect(await planOf(learner.auth)).toMatchObject({
      discountCode: code,
      discountAmount: 30_000,
      amountDue: 70_000,
      instalments: [{ month: 'MARCH', amount: 70_000 }],
    });
    expect(await remainingUsesOf(app, code)).toBe(1);
    // What is owed, wherever it is shown (the payment dialog too), is the plan's: with its discount.
    const owed = { tuitionFee: 100_000, discountAmount: 30_000, tuitionPaid: 0, amountDue: 70_000 };
    const summary = await app.inject({ method: 'GET', url: '/api/native/tuition', headers: learner.auth });
    expect(summary.json()).toEqual(owed);
    const instructions = await app.inject({
      method: 'GET',
      url: '/api/native/paymentInstructions',
      headers: learner.auth,
    });
    expect(instructions.json().tuition).toEqual(owed);
  });

  it('never makes the amount due negative', async () => {
    const code = await createDiscountCode(app, 1, 250_000);
    const learner = await checkedIn(100_000);
    await fill(learner.auth, body({ discountCode: code }));
    expect(await planOf(learner.auth)).toMatchObject({ amountDue: 0, discountAmount: 250_000 });
  });

  it('refuses unknown and used-up codes, in the look-up and on the plan, storing nothing', async () => {
    const usedUp = await createDiscountCode(app, 0, 10_000);
    const learner = await checkedIn();
    const lookUp = (code: string) =>
      app.inject({ method: 'GET', url: `/api/native/discountCode/${code}`, headers: learner.auth });
    expect((await lookUp('NO-SUCH-CODE')).statusCode).toBe(404);
    expect((await lookUp('NO-SUCH-CODE')).json().message).toBe(messages.discountCodeInvalid);
    expect((await lookUp(usedUp)).statusCode).toBe(409);
    expect((await lookUp(usedUp)).json().message).toBe(messages.discountCodeUsedUp);

    const unknown = await fill(learner.auth, body({ discountCode: 'NO-SUCH-CODE' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.discountCodeInvalid);
    const none = await fill(learner.auth, body({ discountCode: usedUp }));
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(messages.discountCodeUsedUp);
    expect(await planOf(learner.auth)).toBeNull();
    expect(await applicantStateOf(app, learner.email)).toMatchObject({ native: 'CHECKED_IN' });
    expect(await remainingUsesOf(app, usedUp)).toBe(0);
  });

  it('gives the last use to exactly one of two simultaneous plans', async () => {
    const code = await createDiscountCode(app, 1, 20_000);
    const [first, second] = await Promise.all([checkedIn(), checkedIn()]);
    const answers = await Promise.all([
      fill(first.auth, body({ discountCode: code })),
      fill(second.auth, body({ discountCode: code })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(messages.discountCodeUsedUp);
    expect(await remainingUsesOf(app, code)).toBe(0);
  });

  it('gives a use back when the plan is refused for the state', async () => {
    const code = await createDiscountCode(app, 1, 20_000);
    const learner = await createLearner(app, { nativeState: 'ENROLLMENT_FORM' });
    expect((await fill(learner.auth, body({ discountCode: code }))).statusCode).toBe(409);
    expect(await remainingUsesOf(app, code)).toBe(1);
  });
});
