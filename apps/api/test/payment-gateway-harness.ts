import { type PaymentGatewaySimulator, startPaymentGatewaySimulator } from '@intake/test-kit';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicants, cohorts, gatewayEvents, jobs, ledgerEntries } from '../src/db/schema/index.ts';
import { createLearner } from './enrolment-factories.ts';
import { buildTestApp } from './test-app.ts';

/**
 * A portal set up for one provider, talking to the local simulator, whose webhooks go through the
 * portal's real route (app.inject with the raw signed body). Jobs run when the test drains them.
 */
export async function startGatewayPortal(provider: 'paystack' | 'flutterwave') {
  let app: FastifyInstance | undefined;
  const simulator: PaymentGatewaySimulator = await startPaymentGatewaySimulator({
    deliver: async (to, request) => {
      if (!app) throw new Error('portal not started');
      const answer = await app.inject({
        method: 'POST',
        url: `/api/webhooks/${to}`,
        headers: request.headers,
        payload: request.body,
      });
      return answer.statusCode;
    },
  });
  app = await buildTestApp({
    PAYMENTS_PROVIDER: provider,
    PAYSTACK_SECRET_KEY: simulator.keys.paystack,
    PAYSTACK_BASE_URL: simulator.paystackUrl,
    FLUTTERWAVE_SECRET_KEY: simulator.keys.flutterwave,
    FLUTTERWAVE_SECRET_HASH: simulator.keys.flutterwaveHash,
    FLUTTERWAVE_BASE_URL: simulator.flutterwaveUrl,
    PAYMENTS_TIMEOUT_MS: '1000',
  });
  return { app, simulator };
}

/**
 * Runs the payment jobs until none is left, moving each retry's time to now (the backoff and the
 * match retries would otherwise wait minutes). Other tests' portals on a shared database may claim
 * a job first; a job they are not set up for is retried, so this loops.
 */
export async function drainPaymentJobs(app: FastifyInstance, rounds = 12) {
  for (let round = 0; round < rounds; round += 1) {
    await app.db
      .update(jobs)
      .set({ runAt: sql`now()`, lockedUntil: null })
      .where(and(like(jobs.kind, 'payment-gateway.%'), isNull(jobs.finishedAt)));
    await app.jobs.runDue();
    const [left] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(like(jobs.kind, 'payment-gateway.%'), isNull(jobs.finishedAt)));
    if (!left?.count) return;
  }
}

/** Runs the payment jobs that are due now, once each, without moving any retry forward. */
export async function runDuePaymentJobs(app: FastifyInstance) {
  await app.jobs.runDue();
}

/** An admitted learner with a fee (naira) and, when given, a first payment. */
export async function admittedLearner(app: FastifyInstance, fee: number, firstPayment?: number) {
  const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: fee });
  if (firstPayment !== undefined) {
    const [row] = await app.db
      .select({ cohortId: applicants.cohortId })
      .from(applicants)
      .where(eq(applicants.userId, learner.id));
    await app.db
      .update(cohorts)
      .set({ firstPayment })
      .where(eq(cohorts.id, row?.cohortId ?? ''));
  }
  return learner;
}

export async function ledgerOf(app: FastifyInstance, applicantId: string) {
  return app.db.select().from(ledgerEntries).where(eq(ledgerEntries.applicantId, applicantId));
}

export async function eventsFor(app: FastifyInstance, reference: string) {
  return app.db.select().from(gatewayEvents).where(eq(gatewayEvents.reference, reference));
}

export async function nativeStateOf(app: FastifyInstance, applicantId: string) {
  const [row] = await app.db
    .select({ nativeState: applicants.nativeState })
    .from(applicants)
    .where(eq(applicants.userId, applicantId));
  return row?.nativeState;
}
