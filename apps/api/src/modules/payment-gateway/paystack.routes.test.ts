import { createHmac } from 'node:crypto';
import { errorCodes } from '@intake/contracts';
import type { PaymentGatewaySimulator } from '@intake/test-kit';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantStateOf,
  createApplicantWithPassword,
  linkTokenMailedTo,
  setApplicationStatus,
  staffHeaders,
} from '../../../test/factories.ts';
import {
  admittedLearner,
  drainPaymentJobs,
  eventsFor,
  ledgerOf,
  nativeStateOf,
  runDuePaymentJobs,
  startGatewayPortal,
} from '../../../test/payment-gateway-harness.ts';
import {
  activityLog,
  applicants,
  auditLog,
  checkoutSessions,
  cohorts,
  gatewayEvents,
  unmatchedPayments,
  users,
  virtualAccounts,
} from '../../db/schema/index.ts';

let app: FastifyInstance;
let simulator: PaymentGatewaySimulator;
beforeAll(async () => {
  ({ app, simulator } = await startGatewayPortal('paystack'));
});
afterAll(async () => {
  await app.close();
  await simulator.close();
});

const payment = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/native/tuition/payment', headers });
const checkout = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/native/tuition/checkout', headers });
const checkoutReturn = (reference: string) =>
  app.inject({ method: 'POST', url: '/api/payments/checkoutReturn', payload: { reference } });

/** Opens the learner's account as the job queued at acceptance does. */
async function openAccount(learnerId: string) {
  await app.jobs.enqueue(app.db, {
    kind: 'payment-gateway.open-account',
    payload: { applicantId: learnerId, provider: 'paystack' },
  });
  await drainPaymentJobs(app);
  const [account] = await app.db
    .select()
    .from(virtualAccounts)
    .where(eq(virtualAccounts.applicantId, learnerId));
  if (!account) throw new Error('no account opened');
  return account;
}

/** Paystack opens an account the portal does not know of yet (its first try timed out after Paystack did it). */
async function openedAtPaystackOnly(email: string): Promise<string> {
  const call = async (path: string, body: unknown) => {
    const answer = await fetch(`${simulator.paystackUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${simulator.keys.paystack}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await answer.json()) as { data: Record<string, string> }).data;
  };
  const customer = await call('/customer', { email, first_name: 'A', last_name: 'B' });
  return (await call('/dedicated_account', { customer: customer.customer_code })).account_number ?? '';
}

describe('paying by hosted checkout (Paystack)', () => {
  it('starts a checkout for the amount due now, counts it once by webhook and return page, and moves to PAID_TUITION', async () => {
    const learner = await admittedLearner(app, 600_000, 150_000);
    const before = (await payment(learner.auth)).json();
    expect(before).toMatchObject({
      provider: 'paystack',
      dueNowKobo: 15_000_000,
      paidKobo: 0,
      checkout: true,
    });

    const started = await checkout(learner.auth);
    expect(started.statusCode).toBe(200);
    const { reference, checkoutUrl } = started.json();
    expect(checkoutUrl).toContain(reference);
    expect(simulator.transactions.get(`paystack:${reference}`)?.amountKobo).toBe(15_000_000);

    // Paid, but the webhook comes late: the return page verifies and counts it.
    await simulator.completeCheckout('paystack', reference, { webhook: false });
    expect((await checkoutReturn(reference)).json()).toEqual({ state: 'paid', amountKobo: 15_000_000 });
    expect(await nativeStateOf(app, learner.id)).toBe('PAID_TUITION');

    // Then the webhook, three times at once: stored once, counted never again.
    const tx = simulator.transactions.get(`paystack:${reference}`);
    if (!tx) throw new Error('no transaction');
    const deliveries = await simulator.sendWebhook(tx, { times: 3 });
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    await drainPaymentJobs(app);
    const [event] = await eventsFor(app, reference);
    expect(event).toMatchObject({ deliveries: 3, outcome: 'duplicate' });
    expect((await ledgerOf(app, learner.id)).map((e) => [e.amountKobo, e.source, e.reference])).toEqual([
      [15_000_000, 'paystack', reference],
    ]);
    expect((await checkoutReturn(reference)).json().state).toBe('paid');
    expect((await payment(learner.auth)).json()).toMatchObject({
      paidKobo: 15_000_000,
      dueNowKobo: 45_000_000,
    });
  });

  it('refuses a checkout when nothing is due, and before the offer is accepted', async () => {
    const learner = await admittedLearner(app, 1_000);
    const started = (await checkout(learner.auth)).json();
    await simulator.completeCheckout('paystack', started.reference);
    await drainPaymentJobs(app);
    expect((await payment(learner.auth)).json()).toMatchObject({ dueNowKobo: 0, checkout: false });
    const again = await checkout(learner.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(errorCodes.wrongState);

    const applicant = await createApplicantWithPassword(app);
    expect((await checkout(applicant.auth)).statusCode).toBe(409);
    expect((await payment(applicant.auth)).json().code).toBe(errorCodes.wrongState);
  });

  it('answers a failed or unpaid checkout as such, and an unknown reference with 404', async () => {
    const learner = await admittedLearner(app, 50_000);
    const { reference } = (await checkout(learner.auth)).json();
    expect((await checkoutReturn(reference)).json()).toEqual({ state: 'pending', amountKobo: null });
    await simulator.completeCheckout('paystack', reference, { status: 'failed' });
    expect((await checkoutReturn(reference)).json().state).toBe('failed');
    await drainPaymentJobs(app);
    expect((await eventsFor(app, reference))[0]?.outcome).toBe('failed');
    expect(await ledgerOf(app, learner.id)).toEqual([]);
    expect((await checkoutReturn('intake-no-such-reference')).statusCode).toBe(404);
  });

  it('answers 503 when Paystack is down or too slow, and loses nothing', async () => {
    const learner = await admittedLearner(app, 50_000);
    simulator.setDown(true);
    try {
      const refused = await checkout(learner.auth);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe(errorCodes.unavailable);
    } finally {
      simulator.setDown(false);
    }
    // Slower than the portal waits (PAYMENTS_TIMEOUT_MS 1000 here) is down too.
    simulator.setLatency(1_500);
    try {
      expect((await checkout(learner.auth)).statusCode).toBe(503);
    } finally {
      simulator.setLatency(0);
    }
    expect((await checkout(learner.auth)).statusCode).toBe(200);
  });
});

describe('a checkout without an address (Paystack)', () => {
  it('answers 503 provider unavailable, not 500, and stores no session', async () => {
    const learner = await admittedLearner(app, 70_000);
    simulator.setNoCheckoutUrl(true);
    try {
      const refused = await checkout(learner.auth);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe(errorCodes.unavailable);
    } finally {
      simulator.setNoCheckoutUrl(false);
    }
    expect(
      await app.db.select().from(checkoutSessions).where(eq(checkoutSessions.applicantId, learner.id)),
    ).toHaveLength(0);
    expect((await checkout(learner.auth)).statusCode).toBe(200);
  });
});

describe('repeated checkouts (Paystack)', () => {
  const initializeCalls = () =>
    simulator.calls.filter((c) => c === 'POST /paystack/transaction/initialize').length;

  it('gives a recent open checkout for the same amount again: one provider transaction, however many taps', async () => {
    const learner = await admittedLearner(app, 600_000, 150_000);
    const before = initializeCalls();
    const first = (await checkout(learner.auth)).json();
    const second = (await checkout(learner.auth)).json();
    expect(second).toEqual(first);
    expect(initializeCalls()).toBe(before + 1);

    // The public link reuses it too.
    const link = (
      await app.inject({ method: 'POST', url: '/api/native/tuition/payLink', headers: learner.auth })
    ).json();
    const token = new URL(link.url).pathname.split('/').pop();
    const fromLink = await app.inject({ method: 'POST', url: `/api/pay/${token}/checkout` });
    expect(fromLink.json()).toEqual(first);
    expect(initializeCalls()).toBe(before + 1);
  });

  it('starts a new one once the amount due changed or the old one is over 30 minutes old', async () => {
    const learner = await admittedLearner(app, 600_000, 150_000);
    const first = (await checkout(learner.auth)).json();
    await app.db
      .update(checkoutSessions)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(checkoutSessions.reference, first.reference));
    const later = (await checkout(learner.auth)).json();
    expect(later.reference).not.toBe(first.reference);
    await simulator.completeCheckout('paystack', later.reference);
    await drainPaymentJobs(app);
    const rest = (await checkout(learner.auth)).json();
    expect(rest.reference).not.toBe(later.reference);
    expect(simulator.transactions.get(`paystack:${rest.reference}`)?.amountKobo).toBe(45_000_000);
  });
});

describe('Paystack webhooks', () => {
  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    const learner = await admittedLearner(app, 50_000);
    const { reference } = (await checkout(learner.auth)).json();
    const { deliveries } = await simulator.completeCheckout('paystack', reference, {
      webhook: { badSignature: true },
    });
    expect(deliveries[0]?.status).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'charge.success', data: { reference } }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await eventsFor(app, reference)).toEqual([]);
    expect(await ledgerOf(app, learner.id)).toEqual([]);
  });

  it('checks the signature over the exact bytes: a re-serialised body is refused', async () => {
    const body = '{"event":"charge.success",  "data":{"reference":"intake-spaces"}}';
    const signature = createHmac('sha512', simulator.keys.paystack).update(body).digest('hex');
    const reformatted = JSON.stringify(JSON.parse(body));
    const answer = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/webhooks/paystack',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload,
      });
    expect((await answer(reformatted)).statusCode).toBe(401);
    expect((await answer(body)).statusCode).toBe(200);
  });

  it('refuses a signed body that is not an event with 400, and never a 5xx', async () => {
    for (const body of [
      'not json',
      '[]',
      '{"data":{}}',
      '{"event":"charge.success","data":{"reference":"a b"}}',
    ]) {
      const signature = createHmac('sha512', simulator.keys.paystack).update(body).digest('hex');
      const answer = await app.inject({
        method: 'POST',
        url: '/api/webhooks/paystack',
        headers: { 'content-type': 'text/plain', 'x-paystack-signature': signature },
        payload: body,
      });
      expect(answer.statusCode, body).toBe(400);
    }
    const flutterwave = await app.inject({
      method: 'POST',
      url: '/api/webhooks/flutterwave',
      headers: { 'content-type': 'application/json', 'verif-hash': 'x' },
      payload: '{}',
    });
    expect(flutterwave.statusCode).toBe(404);
  });

  it('counts each payment exactly once under concurrent duplicate deliveries, in any order', async () => {
    const learner = await admittedLearner(app, 900_000);
    const references: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { reference } = (await checkout(learner.auth)).json();
      references.push(reference);
      await simulator.completeCheckout('paystack', reference, { webhook: { hold: true, times: 2 } });
      // Nothing has told the portal it was paid (the webhooks are held): a checkout for the same
      // amount would be given again within 30 minutes, so age this one.
      await app.db
        .update(checkoutSessions)
        .set({ createdAt: sql`now() - interval '31 minutes'` })
        .where(eq(checkoutSessions.reference, reference));
    }
    // The last payment's webhooks first, then three more deliveries of each, all at once.
    const outOfOrder = await simulator.releaseHeld('reversed');
    const transactions = references.map((reference) => simulator.transactions.get(`paystack:${reference}`));
    const together = await Promise.all(
      transactions.map((tx) => (tx ? simulator.sendWebhook(tx, { times: 3 }) : Promise.resolve([]))),
    );
    expect([...outOfOrder, ...together.flat()].map((d) => d.status)).toEqual(Array(20).fill(200));
    await Promise.all([drainPaymentJobs(app), drainPaymentJobs(app)]);
    const ledger = await ledgerOf(app, learner.id);
    expect(ledger.map((e) => e.reference).sort()).toEqual([...references].sort());
    for (const reference of references) {
      expect(await eventsFor(app, reference)).toMatchObject([{ deliveries: 5, outcome: 'counted' }]);
    }
  });

  it('retries verification while Paystack is down, then counts the payment', async () => {
    const learner = await admittedLearner(app, 80_000);
    const { reference } = (await checkout(learner.auth)).json();
    simulator.setDown(true);
    try {
      await simulator.completeCheckout('paystack', reference);
      await runDuePaymentJobs(app);
      const [event] = await eventsFor(app, reference);
      expect(event?.processedAt).toBeNull();
      expect(event?.lastError).toContain('503');
    } finally {
      simulator.setDown(false);
    }
    await drainPaymentJobs(app);
    expect((await eventsFor(app, reference))[0]?.outcome).toBe('counted');
    expect((await ledgerOf(app, learner.id)).map((e) => e.amountKobo)).toEqual([8_000_000]);
  });
});

describe('the shared payment link (Paystack)', () => {
  it('shows only the first name, cohort and payment: the account without the surname', async () => {
    const learner = await admittedLearner(app, 120_000);
    const account = await openAccount(learner.id);
    const [person] = await app.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, learner.id));
    if (!person) throw new Error('no user');
    expect(account.accountName).toContain(person.lastName.toUpperCase());

    const link = (
      await app.inject({ method: 'POST', url: '/api/native/tuition/payLink', headers: learner.auth })
    ).json();
    const token = new URL(link.url).pathname.split('/').pop();
    const shown = await app.inject({ method: 'GET', url: `/api/pay/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(Object.keys(shown.json()).sort()).toEqual(['cohortName', 'learnerFirstName', 'payment']);
    const body = JSON.stringify(shown.json()).toLowerCase();
    expect(body).not.toContain(learner.email.toLowerCase());
    expect(body).not.toContain(person.lastName.toLowerCase());
    expect(shown.json()).toMatchObject({
      learnerFirstName: person.firstName,
      cohortName: 'Test cohort',
      payment: {
        dueNowKobo: 12_000_000,
        virtualAccount: {
          accountNumber: account.accountNumber,
          bankName: account.bankName,
          accountName: `SCHOOL/${person.firstName.toUpperCase()}`,
        },
      },
    });
    // The learner's own dashboard still names the account in full.
    expect((await payment(learner.auth)).json().virtualAccount.accountName).toBe(account.accountName);
  });
});

describe('dedicated virtual accounts (Paystack)', () => {
  it('is opened by the job queued when the offer is accepted, shown on GET, never opened by a GET', async () => {
    const [cohort] = await app.db
      .insert(cohorts)
      .values({ name: `Pay ${crypto.randomUUID()}`, tuitionFee: 400_000, startMonth: 1, startYear: 2027 })
      .returning({ id: cohorts.id });
    const applicant = await createApplicantWithPassword(app);
    await setApplicationStatus(app, applicant.email, 'INTERVIEWED');
    const userId = (await applicantStateOf(app, applicant.email))?.id as string;
    await app.db.update(applicants).set({ cohortId: cohort?.id }).where(eq(applicants.userId, userId));
    const elder = await staffHeaders(app, 'ELDER');
    const decided = await app.inject({
      method: 'POST',
      url: `/api/elder/sendInterviewDecision/${applicant.email}/${encodeURIComponent('Offer Admission')}/`,
      headers: elder,
    });
    expect(decided.statusCode).toBe(200);
    const token = await linkTokenMailedTo(app, applicant.email, '/admission/respond/');
    simulator.setDown(true);
    try {
      const accepted = await app.inject({
        method: 'POST',
        url: `/api/applicant/acceptAdmissionOffer/${token}`,
      });
      expect(accepted.json().next).toBe('/admission/accepted_offer');
      await runDuePaymentJobs(app);
      expect((await payment(applicant.auth)).json().virtualAccount).toBeNull();
    } finally {
      simulator.setDown(false);
    }
    const callsBefore = simulator.calls.length;
    await payment(applicant.auth);
    expect(simulator.calls.length).toBe(callsBefore);
    await drainPaymentJobs(app);
    const shown = (await payment(applicant.auth)).json();
    expect(shown.virtualAccount).toMatchObject({ bankName: 'Wema Bank' });
    expect(simulator.accounts.get(shown.virtualAccount.accountNumber)?.email).toBe(applicant.email);
  });

  it('counts a transfer into the account with the amount Paystack verifies, not the webhook body’s', async () => {
    const learner = await admittedLearner(app, 300_000);
    const account = await openAccount(learner.id);
    const { transaction } = await simulator.transferToAccount(account.accountNumber, 9_999_999, {
      hold: true,
    });
    // The held webhook says 99,999.99 naira; asked server to server, Paystack says 12,345.67.
    transaction.amountKobo = 1_234_567;
    await simulator.releaseHeld();
    await drainPaymentJobs(app);
    expect((await ledgerOf(app, learner.id)).map((e) => [e.amountKobo, e.reference])).toEqual([
      [1_234_567, transaction.reference],
    ]);
  });

  it('matches a transfer that arrived before the portal stored the account, by retrying the match', async () => {
    const learner = await admittedLearner(app, 300_000);
    // Paystack opened the account (the portal's first try timed out after it did), then money came in.
    const accountNumber = await openedAtPaystackOnly(learner.email);
    const { transaction } = await simulator.transferToAccount(accountNumber, 5_000_000);
    await runDuePaymentJobs(app);
    const [waiting] = await eventsFor(app, transaction.reference);
    expect(waiting?.processedAt).toBeNull();

    await openAccount(learner.id);
    await drainPaymentJobs(app);
    expect((await eventsFor(app, transaction.reference))[0]?.outcome).toBe('counted');
    expect((await ledgerOf(app, learner.id)).map((e) => e.amountKobo)).toEqual([5_000_000]);
  });

  it('parks a transfer that matches nobody, and counts it once the account is opened', async () => {
    const learner = await admittedLearner(app, 300_000);
    const accountNumber = await openedAtPaystackOnly(learner.email);
    const { transaction } = await simulator.transferToAccount(accountNumber, 2_500_000, {
      times: 2,
    });
    await drainPaymentJobs(app);
    const parked = await app.db
      .select()
      .from(unmatchedPayments)
      .where(eq(unmatchedPayments.reference, transaction.reference));
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({ amountKobo: 2_500_000, assignedAt: null });
    expect((await eventsFor(app, transaction.reference))[0]?.outcome).toBe('unmatched');

    await openAccount(learner.id);
    const [assigned] = await app.db
      .select()
      .from(unmatchedPayments)
      .where(eq(unmatchedPayments.reference, transaction.reference));
    expect(assigned?.assignedTo).toBe(learner.id);
    expect((await ledgerOf(app, learner.id)).map((e) => e.amountKobo)).toEqual([2_500_000]);
    // Settled by no one: the learner's activity and the audit say so.
    const said = { reference: transaction.reference, amountKobo: 2_500_000, assignedBy: 'account-opened' };
    const activity = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.applicantId, learner.id), eq(activityLog.action, 'PAYMENT_ASSIGNED')));
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({ actorId: null, details: said });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'PAYMENT_ASSIGNED'), eq(auditLog.subject, learner.email)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: null, details: said });
  });

  it('leaves an event for another provider stored but unsettled', async () => {
    const [row] = await app.db
      .insert(gatewayEvents)
      .values({
        provider: 'flutterwave',
        eventKey: `charge.completed:${crypto.randomUUID()}`,
        eventType: 'charge.completed',
        reference: 'x',
        rawBody: '{}',
      })
      .returning();
    await app.jobs.enqueue(app.db, {
      kind: 'payment-gateway.event',
      payload: { eventId: row?.id, matchTry: 0 },
    });
    await runDuePaymentJobs(app);
    const [after] = await app.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.id, row?.id ?? ''));
    expect(after?.processedAt).toBeNull();
  });
});
