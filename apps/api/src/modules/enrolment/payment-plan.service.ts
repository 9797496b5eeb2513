import {
  journeyTable,
  type PaymentPlanRecord,
  paymentEndMonth,
  type paymentPlanSchema,
  paymentSchedule,
  tuitionDue,
} from '@intake/contracts';
import { enrolmentErrors } from '@intake/contracts/errors/enrolment';
import type { z } from 'zod';
import { moveNative } from '../../core/application-status.service.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { loadUserData } from '../auth/auth.service.ts';
import { discountOf, takeDiscountUse } from '../discount-codes/discount-codes.service.ts';
import { cohortTuitionFee, confirmedTuitionPaid } from '../tuition/tuition.service.ts';
import { lockLearner, refuseUnlessOpen } from './enrolment.service.ts';
import { findPaymentPlan, insertPaymentPlan } from './payment-plan.repository.ts';

type PaymentPlanBody = z.output<typeof paymentPlanSchema>;

/** What a code would take off the learner's fee; a look-up never takes a use. */
export async function lookUpDiscountCode(deps: ServiceDeps<'db'>, userId: string, code: string) {
  const discountAmount = await discountOf(deps.db, code);
  const tuitionFee = await cohortTuitionFee(deps.db, userId);
  const tuitionPaid = await confirmedTuitionPaid(deps.db, userId);
  return {
    code,
    discountAmount,
    tuitionFee,
    tuitionPaid,
    amountDue: tuitionDue({ tuitionFee, discountAmount, tuitionPaid }),
  };
}

/** Step 6: the tuition payment plan, priced from the cohort's fee less any discount and the tuition paid. */
export async function fillPaymentAgreement(deps: ServiceDeps<'db'>, userId: string, body: PaymentPlanBody) {
  await deps.db.transaction(async (tx) => {
    const applicant = await lockLearner(tx, userId);
    const earlier = await findPaymentPlan(tx, userId);
    // A repeat (a double click, a retry) of the plan on record answers as the first did.
    const repeat =
      earlier?.paymentPlan === body.paymentPlan &&
      earlier.paymentStartMonth === body.paymentStartMonth &&
      (earlier.discountCode ?? '') === body.discountCode;
    if (repeat) return;
    refuseUnlessOpen(applicant, 'paymentAgreement', enrolmentErrors.paymentAgreementClosed);
    const tuitionFee = await cohortTuitionFee(tx, userId);
    const discountAmount = body.discountCode ? await takeDiscountUse(tx, body.discountCode) : 0;
    const tuitionPaid = await confirmedTuitionPaid(tx, userId);
    const amountDue = tuitionDue({ tuitionFee, discountAmount, tuitionPaid });
    const stored = await insertPaymentPlan(tx, {
      applicantId: userId,
      paymentPlan: body.paymentPlan,
      paymentStartMonth: body.paymentStartMonth,
      paymentEndMonth: paymentEndMonth(body.paymentStartMonth),
      tuitionFee,
      discountCode: body.discountCode || null,
      discountAmount,
      tuitionPaid,
      amountDue,
      instalments: paymentSchedule(body.paymentPlan, amountDue, body.paymentStartMonth),
      // The schema refuses a plan unless both boxes are ticked.
      iUnderstandTerms: true,
      iAgreeToTerms: true,
    });
    if (!stored) throw appError(enrolmentErrors.paymentAgreementRaced);
    await moveNative(tx, userId, {
      to: journeyTable.paymentAgreement.recordedAs,
      action: 'PAYMENT_AGREEMENT_FILLED',
      actorId: userId,
      details: { paymentPlan: body.paymentPlan, amountDue, discountCode: body.discountCode || undefined },
      refusal: enrolmentErrors.paymentAgreementClosed.message,
    });
  });
  return loadUserData(deps.db, userId);
}

export async function getPaymentPlan(deps: ServiceDeps<'db'>, userId: string) {
  const row = await findPaymentPlan(deps.db, userId);
  const plan: PaymentPlanRecord | null = row
    ? {
        paymentPlan: row.paymentPlan,
        paymentStartMonth: row.paymentStartMonth,
        paymentEndMonth: row.paymentEndMonth,
        tuitionFee: row.tuitionFee,
        discountCode: row.discountCode,
        discountAmount: row.discountAmount,
        tuitionPaid: row.tuitionPaid,
        amountDue: row.amountDue,
        instalments: row.instalments,
        agreedAt: row.agreedAt.toISOString(),
      }
    : null;
  return { plan };
}
