import { messages } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthDateForAge, buildEnrolment, createLearner } from '../../../test/enrolment-factories.ts';
import { applicantStateOf } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { ageOn } from './agreements.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const loanLearner = (dateOfBirth: string | null) =>
  createLearner(app, { nativeState: 'NATIVE_AGREEMENT', canFillLoanAgreement: true, dateOfBirth });
const loanDetailsOf = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/native/getLoanDetails', headers })).json();
const signLoan = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/native/fillLearnFundForm', headers, payload });

describe('loan details and guardian consent', () => {
  it("asks a 17-year-old to name a guardian and their phone, and waits for the guardian's signature", async () => {
    const learner = await loanLearner(birthDateForAge(17));
    expect(await loanDetailsOf(learner.auth)).toEqual({
      fullLegalName: 'Ada Obi',
      nativeHomeAddress: '',
      needParentsConsent: true,
    });
    for (const payload of [{ agreedToTerms: true }, { agreedToTerms: true, parentName: '   ' }]) {
      const answer = await signLoan(learner.auth, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(messages.parentNameRequired);
    }
    // The spec's call with the name alone: the guardian's phone is needed too (issue 25.7).
    const nameOnly = await signLoan(learner.auth, { agreedToTerms: true, parentName: 'Ngozi Obi' });
    expect(nameOnly.statusCode).toBe(400);
    expect(nameOnly.json().code).toBe('GUARDIAN_PHONE_REQUIRED');
    expect(await applicantStateOf(app, learner.email)).toMatchObject({ native: 'NATIVE_AGREEMENT' });
    const signed = await signLoan(learner.auth, {
      agreedToTerms: true,
      parentName: 'Ngozi Obi',
      guardianPhone: '08031234567',
    });
    expect(signed.statusCode).toBe(200);
    // The step completes when the guardian signs (guardian-consent.routes.test.ts).
    expect(signed.json()).toMatchObject({ nativeState: 'NATIVE_AGREEMENT' });
  });

  it('lets an 18-year-old sign alone, and plays safe when the birth date is unknown', async () => {
    const adult = await loanLearner(birthDateForAge(18));
    expect((await loanDetailsOf(adult.auth)).needParentsConsent).toBe(false);
    expect((await signLoan(adult.auth, { agreedToTerms: true })).statusCode).toBe(200);
    const unknown = await loanLearner(null);
    expect((await loanDetailsOf(unknown.auth)).needParentsConsent).toBe(true);
  });

  it('names the signer and home from the enrolment form', async () => {
    const learner = await createLearner(app, { nativeState: 'PAID_TUITION' });
    await app.inject({
      method: 'POST',
      url: '/api/native/submitEnrollmentForm',
      headers: learner.auth,
      payload: buildEnrolment({ fullLegalName: 'Adaeze C. Obi', address: '4 Marina Road, Lagos' }),
    });
    expect(await loanDetailsOf(learner.auth)).toEqual({
      fullLegalName: 'Adaeze C. Obi',
      nativeHomeAddress: '4 Marina Road, Lagos',
      needParentsConsent: false,
    });
  });

  it('needs the box ticked on every agreement', async () => {
    const learner = await createLearner(app, { nativeState: 'PAYMENT_AGREEMENT' });
    for (const payload of [{}, { agreedToTerms: false }, { agreedToTerms: 'yes' }]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/native/fillNativeAgreement',
        headers: learner.auth,
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(messages.agreementTickBox);
    }
  });
});

describe('ageOn', () => {
  it('counts whole years, a birthday counting from its day', () => {
    expect(ageOn('15-06-2008', '14-06-2026')).toBe(17);
    expect(ageOn('15-06-2008', '15-06-2026')).toBe(18);
    expect(ageOn('31-12-2008', '01-01-2027')).toBe(18);
    expect(ageOn('2008-06-15', '15-06-2026')).toBeUndefined();
  });
});
