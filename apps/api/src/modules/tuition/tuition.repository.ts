import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicants, cohorts, paymentPlans, paymentProofs } from '../../db/schema/index.ts';

/**
 * What the tuition owed is figured from: the fee of the learner's cohort, and once a plan is
 * agreed, the fee and discount it was agreed at. Undefined when there is no such applicant.
 */
export async function findTuitionTerms(db: Executor, applicantId: string) {
  const [row] = await db
    .select({
      cohortFee: cohorts.tuitionFee,
      planFee: paymentPlans.tuitionFee,
      planDiscount: paymentPlans.discountAmount,
    })
    .from(applicants)
    .leftJoin(cohorts, eq(cohorts.id, applicants.cohortId))
    .leftJoin(paymentPlans, eq(paymentPlans.applicantId, applicants.userId))
    .where(eq(applicants.userId, applicantId));
  return row;
}

/** The amounts of the applicant's confirmed proofs of payment. */
export async function findConfirmedAmounts(db: Executor, applicantId: string) {
  const rows = await db
    .select({ amountPaid: paymentProofs.amountPaid })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.applicantId, applicantId), eq(paymentProofs.status, 'confirmed')));
  return rows.map((row) => row.amountPaid);
}
