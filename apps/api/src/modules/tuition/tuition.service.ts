import { fromKobo, type TuitionSummary, tuitionDue } from '@intake/contracts';
import { tuitionErrors } from '@intake/contracts/errors/tuition';
import type { Executor } from '../../db/client.ts';
import { appError, notFound } from '../../lib/app-error.ts';
import { sumLedgerKobo } from './ledger.repository.ts';
import { findTuitionTerms } from './tuition.repository.ts';

/*
 * The tuition a learner owes, in one place. It is figured from the payment plan (enrolment) and the
 * confirmed proofs of payment (payments), and both of those modules show it: so it lives below
 * both, and neither imports the other.
 */

/** The fee of the learner's cohort: the server's figure, never the browser's. */
export async function cohortTuitionFee(db: Executor, userId: string) {
  const terms = await findTuitionTerms(db, userId);
  if (!terms) throw notFound();
  if (terms.cohortFee === null) throw appError(tuitionErrors.noTuitionFee);
  return terms.cohortFee;
}

/** The tuition the applicant has paid, as the ledger holds it (payments, refunds, adjustments). */
export const confirmedTuitionPaid = async (db: Executor, applicantId: string) =>
  fromKobo(await sumLedgerKobo(db, applicantId));

/**
 * What the learner owes now: the agreed plan's fee and discount (the fee it was agreed at), else
 * the cohort's fee; less the tuition paid and confirmed. Null while the cohort has no fee.
 */
export async function findTuitionOwed(db: Executor, userId: string): Promise<TuitionSummary | null> {
  const [terms, tuitionPaid] = await Promise.all([
    findTuitionTerms(db, userId),
    confirmedTuitionPaid(db, userId),
  ]);
  if (!terms) throw notFound();
  const tuitionFee = terms.planFee ?? terms.cohortFee;
  if (tuitionFee === null) return null;
  const discountAmount = terms.planDiscount ?? 0;
  return {
    tuitionFee,
    discountAmount,
    tuitionPaid,
    amountDue: tuitionDue({ tuitionFee, discountAmount, tuitionPaid }),
  };
}

/** The fee, its discount once a plan is agreed, what was paid and confirmed, and what is left. */
export async function getTuitionSummary(db: Executor, userId: string) {
  const owed = await findTuitionOwed(db, userId);
  if (!owed) throw appError(tuitionErrors.noTuitionFee);
  return owed;
}
