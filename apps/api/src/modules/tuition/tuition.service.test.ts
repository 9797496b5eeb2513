import { errorCodes } from '@intake/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner } from '../../../test/enrolment-factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { applicants, cohorts } from '../../db/schema/index.ts';
import { cohortTuitionFee, findTuitionOwed, getTuitionSummary } from './tuition.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function setCohortFee(learnerId: string, tuitionFee: number | null) {
  const [row] = await app.db
    .select({ cohortId: applicants.cohortId })
    .from(applicants)
    .where(eq(applicants.userId, learnerId));
  await app.db
    .update(cohorts)
    .set({ tuitionFee })
    .where(eq(cohorts.id, row?.cohortId ?? ''));
}

describe('tuition owed', () => {
  it("is the cohort's fee before a plan is agreed", async () => {
    const learner = await createLearner(app, { nativeState: 'CHECKED_IN', tuitionFee: 80_000 });
    expect(await findTuitionOwed(app.db, learner.id)).toEqual({
      tuitionFee: 80_000,
      discountAmount: 0,
      tuitionPaid: 0,
      amountDue: 80_000,
    });
    expect(await cohortTuitionFee(app.db, learner.id)).toBe(80_000);
  });

  it('keeps the fee a plan was agreed at when the cohort’s fee changes later', async () => {
    const learner = await createLearner(app, { nativeState: 'CHECKED_IN', tuitionFee: 90_000 });
    const agreed = await app.inject({
      method: 'POST',
      url: '/api/native/fillPaymentAgreement',
      headers: learner.auth,
      payload: {
        paymentPlan: 'FULL_PAYMENT',
        paymentStartMonth: 'MARCH',
        iunderstandTerms: true,
        iagreeToTerms: true,
      },
    });
    expect(agreed.statusCode).toBe(200);
    await setCohortFee(learner.id, 120_000);
    expect(await getTuitionSummary(app.db, learner.id)).toMatchObject({
      tuitionFee: 90_000,
      amountDue: 90_000,
    });
    expect(await cohortTuitionFee(app.db, learner.id)).toBe(120_000);
  });

  it('is nothing while the cohort has no fee, and the calls that need one say so', async () => {
    const learner = await createLearner(app, { nativeState: 'CHECKED_IN' });
    await setCohortFee(learner.id, null);
    expect(await findTuitionOwed(app.db, learner.id)).toBeNull();
    await expect(getTuitionSummary(app.db, learner.id)).rejects.toMatchObject({
      statusCode: 409,
      code: errorCodes.noTuitionFee,
    });
    await expect(cohortTuitionFee(app.db, learner.id)).rejects.toMatchObject({
      code: errorCodes.noTuitionFee,
    });
  });
});
