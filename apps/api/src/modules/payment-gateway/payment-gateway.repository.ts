import type { GatewayProvider } from '@intake/contracts/tuition-ledger';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  applicants,
  checkoutSessions,
  cohorts,
  gatewayEvents,
  jobs,
  ledgerEntries,
  unmatchedPayments,
  users,
  virtualAccounts,
} from '../../db/schema/index.ts';

/** The learner as a provider needs them: names, e-mail, phone, where they are in the journey. */
export async function findPayingLearner(db: Executor, applicantId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      nativeState: applicants.nativeState,
      cohortName: cohorts.name,
    })
    .from(users)
    .innerJoin(applicants, eq(applicants.userId, users.id))
    .leftJoin(cohorts, eq(cohorts.id, applicants.cohortId))
    .where(eq(users.id, applicantId));
  return row;
}

// ---------------------------------------------------------------- webhook inbox

/**
 * Stores a delivery and, the first time the event arrives, queues the job that acts on it: one
 * statement (so one round trip and its own transaction), because providers may send a thousand a
 * second and each answer waits on it. A redelivery only counts one more delivery.
 */
export async function storeGatewayEvent(
  db: Executor,
  event: {
    provider: GatewayProvider;
    eventKey: string;
    eventType: string;
    reference: string | null;
    rawBody: string;
  },
  jobKind: string,
) {
  await db.execute(sql`
    with stored as (
      insert into ${gatewayEvents} (provider, event_key, event_type, reference, raw_body)
      values (${event.provider}, ${event.eventKey}, ${event.eventType}, ${event.reference}, ${event.rawBody})
      on conflict (provider, event_key) do update set deliveries = ${gatewayEvents}.deliveries + 1
      returning id, (xmax = 0) as first
    )
    insert into ${jobs} (kind, payload, run_at, unique_key)
    select ${jobKind}, jsonb_build_object('eventId', id, 'matchTry', 0), now(), 'gateway-event:' || id || ':0'
    from stored where first
    on conflict (unique_key) where finished_at is null do nothing`);
}

export async function findGatewayEvent(db: Executor, id: string) {
  const [row] = await db.select().from(gatewayEvents).where(eq(gatewayEvents.id, id));
  return row;
}

/** The event, locked for the job acting on it (two workers never act on one event together). */
export async function lockGatewayEvent(db: Executor, id: string) {
  const [row] = await db.select().from(gatewayEvents).where(eq(gatewayEvents.id, id)).for('update');
  return row;
}

export async function finishGatewayEvent(db: Executor, id: string, outcome: string) {
  await db
    .update(gatewayEvents)
    .set({ processedAt: sql`now()`, outcome, lastError: null })
    .where(eq(gatewayEvents.id, id));
}

export async function noteGatewayEventError(db: Executor, id: string, error: string) {
  await db
    .update(gatewayEvents)
    .set({ lastError: error.slice(0, 500) })
    .where(eq(gatewayEvents.id, id));
}

// ---------------------------------------------------------------- checkouts

export async function insertCheckoutSession(db: Executor, session: typeof checkoutSessions.$inferInsert) {
  await db.insert(checkoutSessions).values(session);
}

/**
 * The learner's newest open session of this provider for this amount: a checkout started after
 * `startedAfter`, or a transfer account that is still open at `openAt`; never one the provider has
 * already reported on (a webhook stored) or that is on the ledger (paid through the return page).
 */
export async function findOpenSession(
  db: Executor,
  session: { applicantId: string; provider: GatewayProvider; amountKobo: number },
  kind: { checkoutStartedAfter: Date } | { transferOpenAt: Date },
) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.applicantId, session.applicantId),
        eq(checkoutSessions.provider, session.provider),
        eq(checkoutSessions.amountKobo, session.amountKobo),
        'checkoutStartedAfter' in kind
          ? and(
              isNull(checkoutSessions.accountNumber),
              gt(checkoutSessions.createdAt, kind.checkoutStartedAfter),
            )
          : and(
              isNotNull(checkoutSessions.accountNumber),
              gt(checkoutSessions.expiresAt, kind.transferOpenAt),
            ),
        sql`not exists (select 1 from ${gatewayEvents} where ${gatewayEvents.provider} = ${checkoutSessions.provider} and ${gatewayEvents.reference} = ${checkoutSessions.reference})`,
        sql`not exists (select 1 from ${ledgerEntries} where ${ledgerEntries.source} = ${checkoutSessions.provider} and ${ledgerEntries.reference} = ${checkoutSessions.reference})`,
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return row;
}

export async function findCheckoutSession(db: Executor, provider: GatewayProvider, reference: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.reference, reference)));
  return row;
}

// ---------------------------------------------------------------- virtual accounts

export async function findVirtualAccount(db: Executor, applicantId: string, provider: GatewayProvider) {
  const [row] = await db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.applicantId, applicantId), eq(virtualAccounts.provider, provider)));
  return row;
}

/** The learner whose account a transfer landed in: by the account number, else the provider's customer. */
export async function findVirtualAccountOwner(
  db: Executor,
  provider: GatewayProvider,
  by: { accountNumber: string | null; customerCode: string | null },
) {
  for (const [column, value] of [
    [virtualAccounts.accountNumber, by.accountNumber],
    [virtualAccounts.providerReference, by.customerCode],
  ] as const) {
    if (!value) continue;
    const [row] = await db
      .select({ applicantId: virtualAccounts.applicantId })
      .from(virtualAccounts)
      .where(and(eq(virtualAccounts.provider, provider), eq(column, value)));
    if (row) return row.applicantId;
  }
  return undefined;
}

export async function insertVirtualAccount(db: Executor, account: typeof virtualAccounts.$inferInsert) {
  await db.insert(virtualAccounts).values(account).onConflictDoNothing();
}

// ---------------------------------------------------------------- reconciliation queue

/** Parks a verified payment that names no learner; once per reference. */
export async function parkUnmatchedPayment(db: Executor, payment: typeof unmatchedPayments.$inferInsert) {
  await db.insert(unmatchedPayments).values(payment).onConflictDoNothing();
}

/** Parked payments that landed in this account (or this customer's), not yet assigned: locked to settle. */
export async function lockParkedPaymentsFor(
  db: Executor,
  provider: GatewayProvider,
  account: { accountNumber: string; providerReference: string },
) {
  return db
    .select()
    .from(unmatchedPayments)
    .where(
      and(
        eq(unmatchedPayments.provider, provider),
        isNull(unmatchedPayments.assignedAt),
        sql`(${unmatchedPayments.payer}->>'accountNumber' = ${account.accountNumber} or ${unmatchedPayments.payer}->>'customerCode' = ${account.providerReference})`,
      ),
    )
    .for('update');
}

export async function markParkedPaymentAssigned(db: Executor, id: string, applicantId: string) {
  await db
    .update(unmatchedPayments)
    .set({ assignedTo: applicantId, assignedAt: sql`now()` })
    .where(eq(unmatchedPayments.id, id));
}
