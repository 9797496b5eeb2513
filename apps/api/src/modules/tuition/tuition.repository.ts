import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicants, cohorts, paymentPlans } from '../../db/schema/index.ts';

/**
 * What the tuition owed is figured from: the fee of the learner's cohort, and once a plan is
 * agreed, the fee and discount it was agreed at. Undefined when there is no such applicant.
 */
export async function findTuitionTerms(db: Executor, applicantId: string) {
  const [row] = await db
    .select({
      cohortFee: cohorts.tuitionFee,
      firstPayment: cohorts.firstPayment,
      planFee: paymentPlans.tuitionFee,
      planDiscount: paymentPlans.discountAmount,
      /** What the ledger held when the plan was agreed: the plan's instalments cover what was left. */
      planPaidAtAgreement: paymentPlans.tuitionPaid,
      planStartMonth: paymentPlans.paymentStartMonth,
      planInstalments: paymentPlans.instalments,
      planAgreedAt: paymentPlans.agreedAt,
    })
    .from(applicants)
    .leftJoin(cohorts, eq(cohorts.id, applicants.cohortId))
    .leftJoin(paymentPlans, eq(paymentPlans.applicantId, applicants.userId))
    .where(eq(applicants.userId, applicantId));
  return row;
}
