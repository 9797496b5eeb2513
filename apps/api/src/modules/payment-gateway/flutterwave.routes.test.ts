import { errorCodes } from '@intake/contracts';
import type { PaymentGatewaySimulator } from '@intake/test-kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admittedLearner,
  drainPaymentJobs,
  eventsFor,
  ledgerOf,
  nativeStateOf,
  startGatewayPortal,
} from '../../../test/payment-gateway-harness.ts';
import { applicants, checkoutSessions, linkTokens } from '../../db/schema/index.ts';

let app: FastifyInstance;
let simulator: PaymentGatewaySimulator;
beforeAll(async () => {
  ({ app, simulator } = await startGatewayPortal('flutterwave'));
});
afterAll(async () => {
  await app.close();
  await simulator.close();
});

const payment = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/native/tuition/payment', headers });
const checkout = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/native/tuition/checkout', headers });
const payLink = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/native/tuition/payLink', headers });
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop() as string;

describe('paying by Flutterwave Standard checkout', () => {
  it('offers the checkout and no account (a permanent one needs a BVN)', async () => {
    const learner = await admittedLearner(app, 250_000);
    expect((await payment(learner.auth)).json()).toEqual({
      provider: 'flutterwave',
      dueNowKobo: 25_000_000,
      balanceKobo: 25_000_000,
      paidKobo: 0,
      virtualAccount: null,
      checkout: true,
    });
  });

  it('counts naira amounts to the kobo, however floating point would round them', async () => {
    for (const fee of [1234.57, 0.29, 4.35, 19.99, 1_000_000.1]) {
      const learner = await admittedLearner(app, fee);
      const { reference } = (await checkout(learner.auth)).json();
      const expected = Math.round(fee * 100);
      expect(simulator.transactions.get(`flutterwave:${reference}`)?.amountKobo, String(fee)).toBe(expected);
      await simulator.completeCheckout('flutterwave', reference);
      await drainPaymentJobs(app);
      expect(
        (await ledgerOf(app, learner.id)).map((e) => e.amountKobo),
        String(fee),
      ).toEqual([expected]);
      expect(await nativeStateOf(app, learner.id)).toBe('PAID_TUITION');
    }
  });

  it('stores a duplicate charge.completed once and counts it once; a wrong verif-hash is refused', async () => {
    const learner = await admittedLearner(app, 70_000);
    const { reference } = (await checkout(learner.auth)).json();
    const bad = await simulator.completeCheckout('flutterwave', reference, {
      webhook: { badSignature: true },
    });
    expect(bad.deliveries[0]?.status).toBe(401);
    expect(await eventsFor(app, reference)).toEqual([]);
    const tx = simulator.transactions.get(`flutterwave:${reference}`);
    if (!tx) throw new Error('no transaction');
    const sent = await simulator.sendWebhook(tx, { times: 4 });
    expect(sent.map((d) => d.status)).toEqual([200, 200, 200, 200]);
    await drainPaymentJobs(app);
    expect(await eventsFor(app, reference)).toMatchObject([{ deliveries: 4, outcome: 'counted' }]);
    expect((await ledgerOf(app, learner.id)).map((e) => e.amountKobo)).toEqual([7_000_000]);
    const returned = await app.inject({
      method: 'POST',
      url: '/api/payments/checkoutReturn',
      payload: { reference },
    });
    expect(returned.json()).toEqual({ state: 'paid', amountKobo: 7_000_000 });
    expect(await ledgerOf(app, learner.id)).toHaveLength(1);
  });
});

describe('the shared payment link', () => {
  it('shows only the first name, cohort and payment, and starts a checkout counted for the learner', async () => {
    const learner = await admittedLearner(app, 120_000);
    const created = await payLink(learner.auth);
    expect(created.statusCode).toBe(200);
    const { url, expiresAt } = created.json();
    expect(url).toMatch(/^http:\/\/portal\.test\/pay\/[\w-]+$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const token = tokenOf(url);

    const shown = await app.inject({ method: 'GET', url: `/api/pay/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(Object.keys(shown.json()).sort()).toEqual(['cohortName', 'learnerFirstName', 'payment']);
    expect(JSON.stringify(shown.json())).not.toContain(learner.email);
    expect(shown.json()).toMatchObject({ cohortName: 'Test cohort', payment: { dueNowKobo: 12_000_000 } });

    // Used by several people (a parent, then an uncle): reading and paying do not use it up.
    const first = await app.inject({ method: 'POST', url: `/api/pay/${token}/checkout` });
    expect(first.statusCode).toBe(200);
    const [session] = await app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.reference, first.json().reference));
    expect(session).toMatchObject({ applicantId: learner.id, startedVia: 'pay-link' });
    await simulator.completeCheckout('flutterwave', first.json().reference);
    await drainPaymentJobs(app);
    expect((await ledgerOf(app, learner.id)).map((e) => e.amountKobo)).toEqual([12_000_000]);

    // Paid up: the link still shows the state, but no checkout can start from it.
    expect((await app.inject({ method: 'GET', url: `/api/pay/${token}` })).json().payment).toMatchObject({
      balanceKobo: 0,
      checkout: false,
    });
    const paidUp = await app.inject({ method: 'POST', url: `/api/pay/${token}/checkout` });
    expect(paidUp.statusCode).toBe(409);
    expect(paidUp.json().code).toBe(errorCodes.wrongState);
  });

  it('is replaced by a newer link, and refuses unknown and expired tokens', async () => {
    const learner = await admittedLearner(app, 120_000);
    const older = tokenOf((await payLink(learner.auth)).json().url);
    const newer = tokenOf((await payLink(learner.auth)).json().url);
    expect((await app.inject({ method: 'GET', url: `/api/pay/${older}` })).json().code).toBe(
      errorCodes.linkInvalid,
    );
    expect((await app.inject({ method: 'POST', url: `/api/pay/${older}/checkout` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/pay/${newer}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/pay/not-a-real-token' })).statusCode).toBe(400);
    await app.db
      .update(linkTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(linkTokens.userId, learner.id), isNull(linkTokens.usedAt)));
    const expired = await app.inject({ method: 'GET', url: `/api/pay/${newer}` });
    expect(expired.json().code).toBe(errorCodes.linkExpired);
    expect((await app.inject({ method: 'POST', url: `/api/pay/${newer}/checkout` })).json().code).toBe(
      errorCodes.linkExpired,
    );
  });

  it('cannot be made before the offer is accepted', async () => {
    const learner = await admittedLearner(app, 120_000);
    await app.db
      .update(applicants)
      .set({ nativeState: 'PENDING', applicationStatus: 'APPLIED' })
      .where(eq(applicants.userId, learner.id));
    const refused = await payLink(learner.auth);
    expect(refused.statusCode).toBe(409);
  });
});
