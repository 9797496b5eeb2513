import { randomBytes } from 'node:crypto';
import type { NativeState } from '@intake/contracts';
import { authErrors } from '@intake/contracts/errors/auth';
import { paymentGatewayErrors } from '@intake/contracts/errors/payment-gateway';
import { tuitionErrors } from '@intake/contracts/errors/tuition';
import { pagePath, paths } from '@intake/contracts/pages';
import type {
  Checkout,
  CheckoutResult,
  GatewayProvider,
  PayLink,
  PayLinkState,
  TransferAccount,
  TuitionPayment,
} from '@intake/contracts/tuition-ledger';
import type { Config } from '../../config.ts';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { enqueueJob } from '../../core/jobs.repository.ts';
import { replaceUnusedLinkTokens } from '../../core/link-tokens.repository.ts';
import { issueLinkToken, linkInvalid, readKnownLinkToken } from '../../core/link-tokens.service.ts';
import type { Executor } from '../../db/client.ts';
import { appError, notFound } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { findTuitionDue, recordLedgerEntry } from '../tuition/ledger.service.ts';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type PaymentGateway,
  type VerifiedPayment,
} from './gateway.ts';
import {
  findCheckoutSession,
  findGatewayEvent,
  findOpenSession,
  findPayingLearner,
  findVirtualAccount,
  findVirtualAccountOwner,
  finishGatewayEvent,
  insertCheckoutSession,
  insertVirtualAccount,
  lockGatewayEvent,
  lockParkedPaymentsFor,
  markParkedPaymentAssigned,
  noteGatewayEventError,
  parkUnmatchedPayment,
  storeGatewayEvent,
} from './payment-gateway.repository.ts';
import { paymentGatewayFor } from './payment-gateway.ts';

/*
 * Paying tuition through the school's provider (issue 24, decision 0084). Money is written only by
 * `recordLedgerEntry`, once per provider reference, after the provider confirmed it server to
 * server: from the webhook's job, from the checkout's return page, or when a learner's account
 * opens and parked transfers into it are matched.
 */

export const JOB_GATEWAY_EVENT = 'payment-gateway.event';
export const JOB_OPEN_VIRTUAL_ACCOUNT = 'payment-gateway.open-account';

/** From accepting the offer on, the learner owes tuition and may pay it. */
const PAYING_STATES: ReadonlySet<NativeState> = new Set<NativeState>([
  'ACCEPTED_ADMISSION',
  'PAID_TUITION',
  'ENROLLMENT_FORM',
  'CHECKED_IN',
  'PAYMENT_AGREEMENT',
  'NATIVE_AGREEMENT',
  'TENANCY_AGREEMENT',
  'LEARN_FUND',
  'NATIVE',
]);

/**
 * How long after a verified payment that matches nobody the match is tried again (seconds), before
 * it is parked for staff: a transfer into an account the provider opened moments before the portal
 * stored it, or a checkout whose session row is being written.
 */
export const MATCH_RETRY_SECONDS = [15, 60, 300] as const;

/** A shared payment link works this long (a new one replaces it); reading it never uses it up. */
export const PAY_LINK_SECONDS = 14 * 86_400;

type Deps = ServiceDeps<'db' | 'config'>;

const gatewayOf = (config: Config) => paymentGatewayFor(config.payments);

function requireGateway(config: Config): PaymentGateway {
  const gateway = gatewayOf(config);
  if (!gateway) throw appError(paymentGatewayErrors.noOnlinePayments);
  return gateway;
}

/** A provider call made for a person waiting on it: any failure of the provider is a clear 503. */
async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError) {
      throw appError(paymentGatewayErrors.providerUnavailable);
    }
    throw error;
  }
}

async function payingLearner(db: Executor, applicantId: string) {
  const learner = await findPayingLearner(db, applicantId);
  if (!learner) throw notFound();
  if (!PAYING_STATES.has(learner.nativeState)) {
    throw appError(paymentGatewayErrors.notPaying);
  }
  return learner;
}

async function paymentState(deps: Deps, applicantId: string): Promise<TuitionPayment> {
  const due = await findTuitionDue(deps.db, applicantId, deps.config.timeZone);
  if (!due) throw appError(tuitionErrors.noTuitionFee);
  const gateway = gatewayOf(deps.config);
  const account = gateway?.opensVirtualAccounts
    ? await findVirtualAccount(deps.db, applicantId, gateway.provider)
    : undefined;
  const transferAccounts = gateway?.openTransferAccount !== undefined && due.dueNowKobo > 0;
  const transfer =
    gateway && transferAccounts
      ? await findOpenSession(
          deps.db,
          { applicantId, provider: gateway.provider, amountKobo: due.dueNowKobo },
          { transferOpenAt: new Date(Date.now() + TRANSFER_ACCOUNT_MARGIN_MS) },
        )
      : undefined;
  return {
    provider: gateway?.provider ?? null,
    ...due,
    virtualAccount: account
      ? { accountNumber: account.accountNumber, bankName: account.bankName, accountName: account.accountName }
      : null,
    checkout: gateway !== undefined && due.dueNowKobo > 0,
    transferAccounts,
    transferAccount: transfer ? transferAccountOf(transfer) : null,
  };
}

/**
 * A transfer account is given again only while it has this long left (a transfer takes minutes to
 * make); with less, a fresh one is opened.
 */
const TRANSFER_ACCOUNT_MARGIN_MS = 10 * 60_000;

/** A checkout started this recently for the same amount is given again rather than a new one. */
export const CHECKOUT_REUSE_MS = 30 * 60_000;

function transferAccountOf(session: {
  accountNumber: string | null;
  bankName: string | null;
  amountKobo: number;
  expiresAt: Date | null;
}): TransferAccount {
  return {
    accountNumber: session.accountNumber ?? '',
    bankName: session.bankName ?? '',
    amountKobo: session.amountKobo,
    expiresAt: (session.expiresAt ?? new Date()).toISOString(),
  };
}

// ---------------------------------------------------------------- paying (issue 24.2)

/** What the learner owes now and how to pay it; reading it opens nothing. */
export async function findTuitionPayment(deps: Deps, applicantId: string): Promise<TuitionPayment> {
  await payingLearner(deps.db, applicantId);
  return paymentState(deps, applicantId);
}

/** Starts the provider's hosted checkout for what is due now. */
export async function startCheckout(
  deps: Deps,
  applicantId: string,
  startedVia: 'learner' | 'pay-link',
): Promise<Checkout> {
  const gateway = requireGateway(deps.config);
  const learner = await payingLearner(deps.db, applicantId);
  const due = await findTuitionDue(deps.db, applicantId, deps.config.timeZone);
  if (!due) throw appError(tuitionErrors.noTuitionFee);
  if (due.dueNowKobo <= 0) throw appError(paymentGatewayErrors.nothingDue);
  // Each new checkout is a provider transaction: a recent one for the same amount is given again,
  // so repeated taps (or a visitor calling the public link's checkout) do not start dozens.
  const recent = await findOpenSession(
    deps.db,
    { applicantId, provider: gateway.provider, amountKobo: due.dueNowKobo },
    { checkoutStartedAfter: new Date(Date.now() - CHECKOUT_REUSE_MS) },
  );
  if (recent) return { checkoutUrl: recent.checkoutUrl, reference: recent.reference };
  const reference = newReference();
  const callbackUrl = `${deps.config.publicUrl}${paths.checkoutReturn}?reference=${reference}`;
  const { checkoutUrl } = await askProvider(() =>
    gateway.startCheckout({ reference, amountKobo: due.dueNowKobo, payer: learner, callbackUrl }),
  );
  await insertCheckoutSession(deps.db, {
    reference,
    provider: gateway.provider,
    applicantId,
    amountKobo: due.dueNowKobo,
    startedVia,
    checkoutUrl,
  });
  return { checkoutUrl, reference };
}

const newReference = () => `intake-${randomBytes(12).toString('hex')}`;

/**
 * A temporary account for what is due now (Flutterwave), given again while it is open; the transfer
 * into it comes back as a charge with the session's reference and is counted as a checkout is.
 */
export async function openTransferAccount(
  deps: Deps,
  applicantId: string,
  startedVia: 'learner' | 'pay-link',
): Promise<TransferAccount> {
  const gateway = requireGateway(deps.config);
  const openAccount = gateway.openTransferAccount?.bind(gateway);
  if (!openAccount) throw appError(paymentGatewayErrors.noTransferAccounts);
  const learner = await payingLearner(deps.db, applicantId);
  const due = await findTuitionDue(deps.db, applicantId, deps.config.timeZone);
  if (!due) throw appError(tuitionErrors.noTuitionFee);
  if (due.dueNowKobo <= 0) throw appError(paymentGatewayErrors.nothingDue);
  const session = { applicantId, provider: gateway.provider, amountKobo: due.dueNowKobo };
  const open = await findOpenSession(deps.db, session, {
    transferOpenAt: new Date(Date.now() + TRANSFER_ACCOUNT_MARGIN_MS),
  });
  if (open) return transferAccountOf(open);
  const reference = newReference();
  const opened = await askProvider(() =>
    openAccount({
      reference,
      amountKobo: due.dueNowKobo,
      payer: learner,
      narration: `Tuition ${learner.firstName}`.slice(0, 60),
    }),
  );
  await insertCheckoutSession(deps.db, {
    ...session,
    reference,
    startedVia,
    checkoutUrl: '',
    accountNumber: opened.accountNumber,
    bankName: opened.bankName,
    expiresAt: opened.expiresAt,
  });
  return transferAccountOf({ ...opened, amountKobo: due.dueNowKobo });
}

export async function openPayLinkTransferAccount(deps: Deps, token: string): Promise<TransferAccount> {
  const learner = await payLinkLearner(deps, token);
  return openTransferAccount(deps, learner.id, 'pay-link');
}

/** A link anyone may pay the learner's tuition from; it replaces the learner's older one. */
export async function createPayLink(deps: Deps, applicantId: string): Promise<PayLink> {
  requireGateway(deps.config);
  await payingLearner(deps.db, applicantId);
  const token = await deps.db.transaction(async (tx) => {
    await replaceUnusedLinkTokens(tx, applicantId, ['pay-tuition']);
    return issueLinkToken(tx, applicantId, 'pay-tuition', PAY_LINK_SECONDS);
  });
  return {
    url: `${deps.config.publicUrl}${pagePath(paths.payTuition, { token })}`,
    expiresAt: new Date(Date.now() + PAY_LINK_SECONDS * 1000).toISOString(),
  };
}

/** The learner a live payment link pays for; a replaced, expired or unknown link is refused. */
async function payLinkLearner(deps: Deps, token: string) {
  const link = await readKnownLinkToken(deps.db, token, 'pay-tuition');
  if (link.used || link.replaced) throw linkInvalid();
  if (link.expired) throw appError(authErrors.linkExpired);
  const learner = await findPayingLearner(deps.db, link.userId);
  if (!learner || !PAYING_STATES.has(learner.nativeState)) throw linkInvalid();
  return learner;
}

/** What the shared link's page shows: the first name, the cohort and the payment; nothing else. */
export async function payLinkState(deps: Deps, token: string): Promise<PayLinkState> {
  const learner = await payLinkLearner(deps, token);
  const payment = await paymentState(deps, learner.id);
  return {
    learnerFirstName: learner.firstName,
    cohortName: learner.cohortName ?? '',
    payment: {
      ...payment,
      virtualAccount: payment.virtualAccount && {
        ...payment.virtualAccount,
        accountName: publicAccountName(payment.virtualAccount.accountName, learner.firstName),
      },
    },
  };
}

/**
 * The dedicated account's name as the public link may show it: the provider names it
 * "<SCHOOL>/<FIRST> <LAST>", and the link promises the first name and cohort alone, so it shows
 * "<SCHOOL>/<FIRST>", or nothing when the name has no school part.
 */
function publicAccountName(accountName: string, firstName: string) {
  const slash = accountName.lastIndexOf('/');
  if (slash <= 0) return '';
  return `${accountName.slice(0, slash + 1)}${firstName.toUpperCase()}`;
}

export async function startPayLinkCheckout(deps: Deps, token: string): Promise<Checkout> {
  const learner = await payLinkLearner(deps, token);
  return startCheckout(deps, learner.id, 'pay-link');
}

/** The checkout's return page: the provider says how the payment stands; a paid one is counted now. */
export async function confirmCheckoutReturn(deps: Deps, reference: string): Promise<CheckoutResult> {
  const gateway = gatewayOf(deps.config);
  const session = gateway && (await findCheckoutSession(deps.db, gateway.provider, reference));
  if (!gateway || !session) throw appError(paymentGatewayErrors.unknownCheckout);
  const verified = await askProvider(() => gateway.verify(reference));
  if (!verified || verified.status === 'failed') {
    return { state: 'failed', amountKobo: verified?.amountKobo ?? null };
  }
  if (verified.status === 'pending') return { state: 'pending', amountKobo: null };
  await deps.db.transaction((tx) => countPayment(tx, gateway.provider, session.applicantId, verified));
  return { state: 'paid', amountKobo: verified.amountKobo };
}

function countPayment(
  tx: Executor,
  provider: GatewayProvider,
  applicantId: string,
  payment: VerifiedPayment,
) {
  return recordLedgerEntry(tx, {
    applicantId,
    kind: 'payment',
    amountKobo: payment.amountKobo,
    source: provider,
    reference: payment.reference,
    occurredAt: payment.paidAt,
  });
}

// ---------------------------------------------------------------- webhooks (issue 24.3)

/** Printable, storable: what a reference or event name from outside must look like. */
const STORABLE_KEY = /^[\x21-\x7e]{1,300}$/;

/**
 * A provider's delivery: the signature over the raw bytes first, then the event is stored (a
 * redelivery counts one more delivery) and, the first time, a job to act on it is queued in the
 * same statement. Nothing is verified or counted here, so the answer is quick.
 */
export async function receiveWebhook(
  deps: Deps,
  provider: GatewayProvider,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
) {
  const gateway = gatewayOf(deps.config);
  if (gateway?.provider !== provider) throw appError(paymentGatewayErrors.notConfigured);
  if (!gateway.checkSignature(rawBody, headers)) throw appError(paymentGatewayErrors.badSignature);
  const event = gateway.readEvent(rawBody);
  if (
    !event ||
    !STORABLE_KEY.test(event.eventKey) ||
    (event.reference !== null && !STORABLE_KEY.test(event.reference))
  ) {
    throw appError(paymentGatewayErrors.badEvent);
  }
  await storeGatewayEvent(deps.db, { provider, ...event, rawBody }, JOB_GATEWAY_EVENT);
  return { received: true as const };
}

/**
 * The job for one stored event: verify with the provider (a provider down throws, and the jobs
 * worker retries with backoff), then count it for the learner it belongs to, once; a payment that
 * matches nobody is tried again a few times, then parked for staff.
 */
export async function actOnGatewayEvent(deps: Deps, payload: Record<string, unknown>) {
  const eventId = String(payload.eventId);
  const matchTry = Number(payload.matchTry ?? 0);
  const event = await findGatewayEvent(deps.db, eventId);
  if (!event || event.processedAt) return;
  const gateway = gatewayOf(deps.config);
  // Kept (and retried) rather than dropped: a process set up for another provider must not settle it.
  if (!gateway || gateway.provider !== event.provider) {
    throw new Error(`not set up for ${event.provider} events`);
  }
  const read = gateway.readEvent(event.rawBody);
  if (!read?.isPayment || !read.reference) {
    await finishGatewayEvent(deps.db, eventId, 'ignored');
    return;
  }
  let verified: VerifiedPayment | undefined;
  try {
    verified = await gateway.verify(read.reference);
  } catch (error) {
    await noteGatewayEventError(deps.db, eventId, (error as Error).message);
    throw error;
  }
  if (!verified || verified.status === 'failed') {
    await finishGatewayEvent(deps.db, eventId, verified ? 'failed' : 'unknown');
    return;
  }
  if (verified.status === 'pending') throw new Error('the provider still reports the payment pending');
  const payment = verified;
  await deps.db.transaction(async (tx) => {
    const locked = await lockGatewayEvent(tx, eventId);
    if (!locked || locked.processedAt) return;
    const applicantId = await matchApplicant(tx, gateway.provider, payment);
    if (applicantId) {
      const { recorded } = await countPayment(tx, gateway.provider, applicantId, payment);
      await finishGatewayEvent(tx, eventId, recorded ? 'counted' : 'duplicate');
      return;
    }
    const retryIn = MATCH_RETRY_SECONDS[matchTry];
    if (retryIn !== undefined) {
      await enqueueJob(tx, {
        kind: JOB_GATEWAY_EVENT,
        payload: { eventId, matchTry: matchTry + 1 },
        runAt: new Date(Date.now() + retryIn * 1000),
        uniqueKey: `gateway-event:${eventId}:${matchTry + 1}`,
      });
      return;
    }
    await parkUnmatchedPayment(tx, {
      provider: gateway.provider,
      reference: payment.reference,
      amountKobo: payment.amountKobo,
      paidAt: payment.paidAt,
      payer: { ...payment.payer, customerCode: payment.customerCode ?? '' },
    });
    await finishGatewayEvent(tx, eventId, 'unmatched');
  });
}

/** The portal's own records name the learner: the checkout it started, or the learner's account. */
async function matchApplicant(tx: Executor, provider: GatewayProvider, payment: VerifiedPayment) {
  const session = await findCheckoutSession(tx, provider, payment.reference);
  if (session) return session.applicantId;
  return findVirtualAccountOwner(tx, provider, payment);
}

// ---------------------------------------------------------------- virtual accounts (issue 24.1)

/** Queues the opening of the learner's account, in the caller's transaction (accepting the offer). */
export async function queueVirtualAccount(tx: Executor, config: Config, applicantId: string) {
  const gateway = gatewayOf(config);
  if (!gateway?.opensVirtualAccounts) return;
  await enqueueJob(tx, {
    kind: JOB_OPEN_VIRTUAL_ACCOUNT,
    payload: { applicantId, provider: gateway.provider },
    runAt: new Date(),
    uniqueKey: `open-virtual-account:${applicantId}`,
  });
}

/**
 * The job: opens the learner's account with the provider (a provider down throws and is retried),
 * then counts any parked transfer that had landed in it before the portal knew whose it was.
 */
export async function openVirtualAccount(deps: Deps, payload: Record<string, unknown>) {
  const applicantId = String(payload.applicantId);
  const gateway = gatewayOf(deps.config);
  if (!gateway || gateway.provider !== payload.provider) {
    throw new Error(`not set up for ${String(payload.provider)}`);
  }
  if (!gateway.opensVirtualAccounts) return;
  if (await findVirtualAccount(deps.db, applicantId, gateway.provider)) return;
  const learner = await findPayingLearner(deps.db, applicantId);
  if (!learner || !PAYING_STATES.has(learner.nativeState)) return;
  const opened = await gateway.openVirtualAccount(learner);
  await deps.db.transaction(async (tx) => {
    await insertVirtualAccount(tx, { applicantId, provider: gateway.provider, ...opened });
    for (const parked of await lockParkedPaymentsFor(tx, gateway.provider, opened)) {
      const written = await recordLedgerEntry(tx, {
        applicantId,
        kind: 'payment',
        amountKobo: parked.amountKobo,
        source: gateway.provider,
        reference: parked.reference,
        occurredAt: parked.paidAt,
      });
      await markParkedPaymentAssigned(tx, parked.id, applicantId);
      // Assigned by no one: said so in the learner's activity and the audit, as a staff assignment is.
      const details = {
        unmatchedPaymentId: parked.id,
        ledgerEntryId: written.recorded ? written.entryId : null,
        provider: gateway.provider,
        reference: parked.reference,
        amountKobo: parked.amountKobo,
        assignedBy: 'account-opened',
        accountNumber: opened.accountNumber,
      };
      await insertActivity(tx, { applicantId, actorId: null, action: 'PAYMENT_ASSIGNED', details });
      await insertAudit(tx, { actorId: null, action: 'PAYMENT_ASSIGNED', subject: learner.email, details });
    }
  });
}
