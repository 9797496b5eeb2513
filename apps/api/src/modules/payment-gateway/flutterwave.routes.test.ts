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
      transferAccounts: true,
      transferAccount: null,
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

const transferAccount = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/native/tuition/transferAccount', headers });

describe('paying into a Flutterwave dynamic account (decision 0084, addendum of session 14)', () => {
  it('gives an account for the amount due now, again while it is open, and shows it on the dashboard', async () => {
    const learner = await admittedLearner(app, 400_000, 100_000.25);
    const first = await transferAccount(learner.auth);
    expect(first.statusCode).toBe(200);
    const account = first.json();
    expect(account).toMatchObject({ bankName: 'WEMA BANK', amountKobo: 10_000_025 });
    expect(account.accountNumber).toMatch(/^\d{10}$/);
    // Flutterwave's expiry is an hour away, written on Lagos time without a zone.
    const left = new Date(account.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(55 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);

    const calls = simulator.calls.filter((c) => c.endsWith('/virtual-account-numbers')).length;
    expect((await transferAccount(learner.auth)).json()).toEqual(account);
    expect(simulator.calls.filter((c) => c.endsWith('/virtual-account-numbers')).length).toBe(calls);
    expect((await payment(learner.auth)).json()).toMatchObject({
      transferAccounts: true,
      transferAccount: account,
    });
  });

  it("counts the transfer once, by the portal's own reference, however often the webhook comes", async () => {
    const learner = await admittedLearner(app, 400_000, 100_000);
    const account = (await transferAccount(learner.auth)).json();
    const [session] = await app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.accountNumber, account.accountNumber));
    if (!session) throw new Error('no session');
    const { deliveries } = await simulator.completeCheckout('flutterwave', session.reference, {
      webhook: { times: 3 },
    });
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    await drainPaymentJobs(app);
    expect((await ledgerOf(app, learner.id)).map((e) => [e.amountKobo, e.source, e.reference])).toEqual([
      [10_000_000, 'flutterwave', session.reference],
    ]);
    expect(await nativeStateOf(app, learner.id)).toBe('PAID_TUITION');
    const [event] = await eventsFor(app, session.reference);
    expect(event).toMatchObject({ deliveries: 3, outcome: 'counted' });
    // What is due now changed (no plan yet: the rest of the fee): the paid account is not offered again.
    expect((await payment(learner.auth)).json()).toMatchObject({
      dueNowKobo: 30_000_000,
      transferAccount: null,
    });
    const next = (await transferAccount(learner.auth)).json();
    expect(next).toMatchObject({ amountKobo: 30_000_000 });
    expect(next.accountNumber).not.toBe(account.accountNumber);
  });

  it('replaces an expired account with a fresh one under a new reference', async () => {
    const learner = await admittedLearner(app, 400_000);
    const old = (await transferAccount(learner.auth)).json();
    await app.db
      .update(checkoutSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(checkoutSessions.accountNumber, old.accountNumber));
    expect((await payment(learner.auth)).json().transferAccount).toBeNull();
    const fresh = (await transferAccount(learner.auth)).json();
    expect(fresh.accountNumber).not.toBe(old.accountNumber);
    expect(new Date(fresh.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const sessions = await app.db
      .select({ reference: checkoutSessions.reference })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.applicantId, learner.id));
    expect(new Set(sessions.map((s) => s.reference)).size).toBe(2);
  });
});
