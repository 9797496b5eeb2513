import { journeyTable, MONTHS, type Month, toKobo } from '@intake/contracts';
import { tuitionErrors } from '@intake/contracts/errors/tuition';
import type { StatementInstalment } from '@intake/contracts/tuition-statement';
import { lockApplicant } from '../../core/applicants.repository.ts';
import { moveNative } from '../../core/application-status.service.ts';
import { enqueueJob } from '../../core/jobs.repository.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';
import {
  findPaymentByReference,
  insertLedgerEntry,
  type NewLedgerEntry,
  nextReceiptNumber,
  sumLedgerKobo,
} from './ledger.repository.ts';
import { findTuitionTerms } from './tuition.repository.ts';

/*
 * The ledger (issue 24.4, decision 0083) is the one record of tuition money. Every way money
 * arrives (a provider's verified payment, a confirmed proof, a staff assignment of an unmatched
 * payment) and every refund or adjustment is written through `recordLedgerEntry`, in the caller's
 * transaction; a provider's reference is counted once however often it is delivered.
 */

/** The job that renders a payment's PDF receipt and queues it to the learner (tuition.plugin.ts). */
export const TUITION_RECEIPT_JOB = 'tuition-receipt';

type TuitionTerms = NonNullable<Awaited<ReturnType<typeof findTuitionTerms>>>;

/** The first payment of these terms in kobo: the cohort's, else the whole fee less discount. */
function firstPaymentOf(terms: TuitionTerms): number | undefined {
  if (terms.firstPayment !== null) return toKobo(terms.firstPayment);
  const fee = terms.planFee ?? terms.cohortFee;
  if (fee === null) return undefined;
  return Math.max(0, toKobo(fee) - toKobo(terms.planDiscount ?? 0));
}

/**
 * What the learner must have paid before the seat counts as paid (PAID_TUITION): the cohort's first
 * payment when set, else the whole fee less the plan's discount. Kobo; undefined while the cohort
 * has no fee.
 */
export async function firstPaymentKobo(db: Executor, applicantId: string): Promise<number | undefined> {
  const terms = await findTuitionTerms(db, applicantId);
  if (!terms) throw notFound();
  return firstPaymentOf(terms);
}

export interface RecordedEntry {
  /** False when the reference was already on the ledger: nothing was written. */
  recorded: boolean;
  /** True when this entry covered the first payment and moved the learner to PAID_TUITION. */
  paidTuition: boolean;
  /** The entry written (its id and, for a payment, its receipt number). */
  entryId?: number;
  receiptNumber?: number | null;
}

/**
 * Writes one ledger entry in the caller's transaction, once per reference, and moves an admitted
 * learner to PAID_TUITION (through the transition table, opening the enrolment form as a confirmed
 * proof does) when what they have paid first covers the first payment. A payment gets the next
 * receipt number, and its PDF receipt is queued to the learner by a job in the same transaction.
 */
export async function recordLedgerEntry(
  tx: Executor,
  entry: NewLedgerEntry & { amountKobo: number },
): Promise<RecordedEntry> {
  if (!Number.isSafeInteger(entry.amountKobo)) throw new TypeError('a ledger amount is whole kobo');
  // Serialises a learner's money: two payments arriving together both see the other's entry.
  const applicant = await lockApplicant(tx, entry.applicantId);
  if (!applicant) throw notFound();
  const receiptNumber = entry.kind === 'payment' ? await nextReceiptNumber(tx) : null;
  const created = await insertLedgerEntry(tx, { ...entry, receiptNumber });
  if (!created) return { recorded: false, paidTuition: false };
  if (receiptNumber !== null) {
    await enqueueJob(tx, {
      kind: TUITION_RECEIPT_JOB,
      payload: { entryId: created.id },
      runAt: new Date(),
      uniqueKey: `${TUITION_RECEIPT_JOB}:${created.id}`,
    });
  }
  const written = { recorded: true, entryId: created.id, receiptNumber };
  if (applicant.nativeState !== 'ACCEPTED_ADMISSION' || entry.source === 'proof') {
    // A confirmed proof moves the learner itself (staff judged the proof, whatever its amount).
    return { ...written, paidTuition: false };
  }
  const required = await firstPaymentKobo(tx, entry.applicantId);
  const paid = await sumLedgerKobo(tx, entry.applicantId);
  if (required === undefined || paid < required) return { ...written, paidTuition: false };
  await moveNative(tx, entry.applicantId, {
    to: journeyTable.paymentProof.recordedAs,
    alsoSet: { canFillEnrollmentForm: true },
    action: 'TUITION_PAID',
    actorId: entry.createdBy ?? undefined,
    details: { ledgerEntryId: created.id, paidKobo: paid, requiredKobo: required },
    refusal: tuitionErrors.noTuitionFee.message,
  });
  return { ...written, paidTuition: true };
}

// ---------------------------------------------------------------- the plan's instalments

/** yyyy-MM as numbers, in the school's calendar. */
function yearMonthIn(instant: Date, timeZone: string) {
  const [, month, year] = formatSchoolDate(instant, timeZone).split('-').map(Number);
  return { year: year as number, month: month as number };
}

/**
 * The plan's instalments with what of the ledger's money each has taken, oldest first, in kobo.
 * The plan was agreed after the first payment (the journey's order), and its instalments cover what
 * was left then: so the money the ledger holds beyond what it held at the agreement pays them,
 * oldest first (decision 0083). An instalment's month is the first such month on or after the
 * month the plan was agreed, then every step after it.
 */
export function allocateInstalments(
  terms: Pick<TuitionTerms, 'planInstalments' | 'planStartMonth' | 'planAgreedAt' | 'planPaidAtAgreement'>,
  paidKobo: number,
  now: Date,
  timeZone: string,
): StatementInstalment[] {
  const instalments = terms.planInstalments ?? [];
  if (!terms.planAgreedAt || !terms.planStartMonth || instalments.length === 0) return [];
  const agreed = yearMonthIn(terms.planAgreedAt, timeZone);
  const today = yearMonthIn(now, timeZone);
  const startIndex = MONTHS.indexOf(terms.planStartMonth as Month);
  let year = startIndex + 1 >= agreed.month ? agreed.year : agreed.year + 1;
  let previousIndex = startIndex;
  let pool = Math.max(0, paidKobo - toKobo(terms.planPaidAtAgreement ?? 0));
  return instalments.map((instalment) => {
    const index = MONTHS.indexOf(instalment.month);
    if (index < previousIndex) year += 1;
    previousIndex = index;
    const amountKobo = toKobo(instalment.amount);
    const paid = Math.min(pool, amountKobo);
    pool -= paid;
    const month = index + 1;
    return {
      month: instalment.month,
      dueOn: `${year}-${String(month).padStart(2, '0')}-01`,
      amountKobo,
      paidKobo: paid,
      state: paid >= amountKobo ? 'paid' : paid > 0 ? 'part' : 'unpaid',
      due: year < today.year || (year === today.year && month <= today.month),
    };
  });
}

// ---------------------------------------------------------------- what is due

export interface TuitionDue {
  /** What the learner should pay now, in kobo. */
  dueNowKobo: number;
  /** The fee less discount less what the ledger holds, in kobo (never below zero). */
  balanceKobo: number;
  paidKobo: number;
  /** What the ledger holds beyond the fee less discount: the school owes it to the learner. */
  creditKobo: number;
  /** The fee less discount, in kobo. */
  owedKobo: number;
  firstPaymentKobo: number;
  instalments: StatementInstalment[];
}

/** What is due of given terms and ledger sum (see `findTuitionDue`). */
export function tuitionDueOf(terms: TuitionTerms, paid: number, now: Date, timeZone: string) {
  const fee = terms.planFee ?? terms.cohortFee;
  if (fee === null) return undefined;
  const owedKobo = toKobo(fee) - toKobo(terms.planDiscount ?? 0);
  const left = owedKobo - paid;
  const balanceKobo = Math.max(0, left);
  const first = firstPaymentOf(terms) ?? owedKobo;
  const instalments = allocateInstalments(terms, paid, now, timeZone);
  let dueNowKobo: number;
  if (paid < first) dueNowKobo = Math.min(first - paid, balanceKobo);
  else if (instalments.length > 0) {
    const dueUnpaid = instalments
      .filter((instalment) => instalment.due)
      .reduce((sum, instalment) => sum + instalment.amountKobo - instalment.paidKobo, 0);
    dueNowKobo = Math.min(dueUnpaid, balanceKobo);
  } else dueNowKobo = balanceKobo;
  return {
    dueNowKobo,
    balanceKobo,
    paidKobo: paid,
    creditKobo: Math.max(0, -left),
    owedKobo,
    firstPaymentKobo: first,
    instalments,
  } satisfies TuitionDue;
}

/**
 * What is due now: until the first payment is covered, what is left of it; then the instalments of
 * the payment plan whose month has come (school time zone), less what the ledger paid of them;
 * without a plan's instalments, the whole balance. Undefined while the cohort has no fee.
 * `timeZone` is the school's (config.timeZone): it decides which instalment months have come.
 */
export async function findTuitionDue(
  db: Executor,
  applicantId: string,
  timeZone: string,
): Promise<TuitionDue | undefined> {
  const [terms, paid] = await Promise.all([
    findTuitionTerms(db, applicantId),
    sumLedgerKobo(db, applicantId),
  ]);
  if (!terms) throw notFound();
  return tuitionDueOf(terms, paid, new Date(), timeZone);
}

/** Whether a provider (Paystack, Flutterwave) payment with this reference is on the ledger. */
export const isProviderPaymentReference = async (db: Executor, reference: string) =>
  (await findPaymentByReference(db, reference)) !== undefined;
