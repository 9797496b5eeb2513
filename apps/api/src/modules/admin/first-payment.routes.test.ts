import type { Cohort } from '@intake/contracts';
import type { PaymentGatewaySimulator } from '@intake/test-kit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/factories.ts';
import {
  admittedLearner,
  drainPaymentJobs,
  ledgerOf,
  nativeStateOf,
  startGatewayPortal,
} from '../../../test/payment-gateway-harness.ts';
import { applicants, cohorts } from '../../db/schema/index.ts';

// Issue 24.4: the first payment (the seat deposit) is set by an admin, not only by SQL.
let app: FastifyInstance;
let simulator: PaymentGatewaySimulator;
let admin: Record<string, string>;
beforeAll(async () => {
  ({ app, simulator } = await startGatewayPortal('paystack'));
  admin = await adminHeaders(app);
});
afterAll(async () => {
  await app.close();
  await simulator.close();
});

async function cohortOf(learnerId: string) {
  const [row] = await app.db
    .select({ id: cohorts.id, firstPayment: cohorts.firstPayment })
    .from(applicants)
    .innerJoin(cohorts, eq(cohorts.id, applicants.cohortId))
    .where(eq(applicants.userId, learnerId));
  if (!row) throw new Error('no cohort');
  return row;
}
const setCohort = (cohortId: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/cohorts/${cohortId}`,
    headers: admin,
    payload: { tuitionFee: 600_000, startMonth: 'JANUARY', startYear: 2027, ...payload },
  });

describe("a cohort's first payment", () => {
  it('is set by an admin; a learner who pays it online moves to PAID_TUITION', async () => {
    const learner = await admittedLearner(app, 600_000);
    const cohort = await cohortOf(learner.id);
    expect((await setCohort(cohort.id, { firstPayment: 150_000.5 })).statusCode).toBe(200);
    expect((await cohortOf(learner.id)).firstPayment).toBe(150_000.5);
    const listed = (
      await app.inject({ method: 'GET', url: '/api/admin/cohorts', headers: admin })
    ).json() as Cohort[];
    expect(listed.find((c) => c.id === cohort.id)?.firstPayment).toBe(150_000.5);

    const payment = await app.inject({
      method: 'GET',
      url: '/api/native/tuition/payment',
      headers: learner.auth,
    });
    expect(payment.json()).toMatchObject({ dueNowKobo: 15_000_050 });
    const started = await app.inject({
      method: 'POST',
      url: '/api/native/tuition/checkout',
      headers: learner.auth,
    });
    expect(started.statusCode).toBe(200);
    const { reference } = started.json();
    await simulator.completeCheckout('paystack', reference);
    await drainPaymentJobs(app);
    expect((await ledgerOf(app, learner.id)).map((e) => e.amountKobo)).toEqual([15_000_050]);
    expect(await nativeStateOf(app, learner.id)).toBe('PAID_TUITION');
  });

  it('is left as it is when not sent, and null makes the whole fee the first payment again', async () => {
    const learner = await admittedLearner(app, 600_000, 100_000);
    const cohort = await cohortOf(learner.id);
    expect((await setCohort(cohort.id, {})).statusCode).toBe(200);
    expect((await cohortOf(learner.id)).firstPayment).toBe(100_000);
    expect((await setCohort(cohort.id, { firstPayment: null })).statusCode).toBe(200);
    expect((await cohortOf(learner.id)).firstPayment).toBeNull();
  });

  it('refuses a first payment of zero or above the fee, with a clear 400', async () => {
    const learner = await admittedLearner(app, 600_000, 100_000);
    const cohort = await cohortOf(learner.id);
    const zero = await setCohort(cohort.id, { firstPayment: 0 });
    expect(zero.statusCode).toBe(400);
    const above = await setCohort(cohort.id, { firstPayment: 600_000.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('The first payment cannot be more than the tuition fee.');
    // Lowering the fee under the first payment already set is refused too.
    const lower = await setCohort(cohort.id, { tuitionFee: 50_000 });
    expect(lower.statusCode).toBe(400);
    expect((await cohortOf(learner.id)).firstPayment).toBe(100_000);
    const batch = await app.inject({
      method: 'POST',
      url: '/api/admin/createBatch',
      headers: admin,
      payload: { name: 'Deposit above fee', tuitionFee: 1_000, firstPayment: 2_000 },
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().message).toBe('The first payment cannot be more than the tuition fee.');
  });
});
