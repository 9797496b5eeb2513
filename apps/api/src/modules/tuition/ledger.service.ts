import { journeyTable, toKobo } from '@intake/contracts';
import { tuitionErrors } from '@intake/contracts/errors/tuition';
import { lockApplicant } from '../../core/applicants.repository.ts';
import { moveNative } from '../../core/application-status.service.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { insertLedgerEntry, type NewLedgerEntry, sumLedgerKobo } from './ledger.repository.ts';
import { findTuitionTerms } from './tuition.repository.ts';

/*
 * The ledger (issue 24.4, decision 0083) is the one record of tuition money. Every way money
 * arrives (a provider's verified payment, a confirmed proof, a staff assignment of an unmatched
 * payment) and every refund or adjustment is written through `recordLedgerEntry`, in the caller's
 * transaction; a provider's reference is counted once however often it is delivered.
 */

/**
 * What the learner must have paid before the seat counts as paid (PAID_TUITION): the cohort's first
 * payment when set, else the whole fee less the plan's discount. Kobo; undefined while the cohort
 * has no fee.
 */
export async function firstPaymentKobo(db: Executor, applicantId: string): Promise<number | undefined> {
  const terms = await findTuitionTerms(db, applicantId);
  if (!terms) throw notFound();
  if (terms.firstPayment !== null) return toKobo(terms.firstPayment);
  const fee = terms.planFee ?? terms.cohortFee;
  if (fee === null) return undefined;
  return Math.max(0, toKobo(fee) - toKobo(terms.planDiscount ?? 0));
}

export interface RecordedEntry {
  /** False when the reference was already on the ledger: nothing was written. */
  recorded: boolean;
  /** True when this entry covered the first payment and moved the learner to PAID_TUITION. */
  paidTuition: boolean;
}

/**
 * Writes one ledger entry in the caller's transaction, once per reference, and moves an admitted
 * learner to PAID_TUITION (through the transition table, opening the enrolment form as a confirmed
 * proof does) when what they have paid first covers the first payment.
 */
export async function recordLedgerEntry(
  tx: Executor,
  entry: NewLedgerEntry & { amountKobo: number },
): Promise<RecordedEntry> {
  if (!Number.isSafeInteger(entry.amountKobo)) throw new TypeError('a ledger amount is whole kobo');
  // Serialises a learner's money: two payments arriving together both see the other's entry.
  const applicant = await lockApplicant(tx, entry.applicantId);
  if (!applicant) throw notFound();
  const created = await insertLedgerEntry(tx, entry);
  if (!created) return { recorded: false, paidTuition: false };
  if (applicant.nativeState !== 'ACCEPTED_ADMISSION' || entry.source === 'proof') {
    // A confirmed proof moves the learner itself (staff judged the proof, whatever its amount).
    return { recorded: true, paidTuition: false };
  }
  const required = await firstPaymentKobo(tx, entry.applicantId);
  const paid = await sumLedgerKobo(tx, entry.applicantId);
  if (required === undefined || paid < required) return { recorded: true, paidTuition: false };
  await moveNative(tx, entry.applicantId, {
    to: journeyTable.paymentProof.recordedAs,
    alsoSet: { canFillEnrollmentForm: true },
    action: 'TUITION_PAID',
    actorId: entry.createdBy ?? undefined,
    details: { ledgerEntryId: created.id, paidKobo: paid, requiredKobo: required },
    refusal: tuitionErrors.noTuitionFee.message,
  });
  return { recorded: true, paidTuition: true };
}

export interface TuitionDue {
  /** What the learner should pay now, in kobo. */
  dueNowKobo: number;
  /** The fee less discount less what the ledger holds, in kobo (never below zero). */
  balanceKobo: number;
  paidKobo: number;
}

/**
 * What is due now: until the first payment is covered, what is left of it; after, the whole balance.
 * Undefined while the cohort has no fee. (The payment plan's instalments refine "now" in issue 24.4.)
 */
export async function findTuitionDue(db: Executor, applicantId: string): Promise<TuitionDue | undefined> {
  const [terms, paid] = await Promise.all([
    findTuitionTerms(db, applicantId),
    sumLedgerKobo(db, applicantId),
  ]);
  if (!terms) throw notFound();
  const fee = terms.planFee ?? terms.cohortFee;
  if (fee === null) return undefined;
  const balanceKobo = Math.max(0, toKobo(fee) - toKobo(terms.planDiscount ?? 0) - paid);
  const first = terms.firstPayment === null ? undefined : toKobo(terms.firstPayment);
  const dueNowKobo = first !== undefined && paid < first ? Math.min(first - paid, balanceKobo) : balanceKobo;
  return { dueNowKobo, balanceKobo, paidKobo: paid };
}
