import {
  journeyTable,
  messages,
  type PaymentPlanRecord,
  paymentEndMonth,
  type paymentPlanSchema,
  paymentSchedule,
  sumNaira,
  type TuitionSummary,
  tuitionDue,
} from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { moveNative } from '../../core/application-status.service.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { loadUserData } from '../auth/auth.service.ts';
import { takeDiscountCodeUse } from '../discount-codes/discount-codes.repository.ts';
import { findConfirmedAmounts } from '../payments/payments.repository.ts';
import { findLearner } from './enrolment.repository.ts';
import { lockLearner, refuseUnlessOpen } from './enrolment.service.ts';
import { findDiscountCode, findPaymentPlan, insertPaymentPlan } from './payment-plan.repository.ts';

type PaymentPlanBody = z.output<typeof paymentPlanSchema>;

const planRefusal =
  'The payment agreement opens once you have been checked in, and it can be filled only once.';

const noTuitionFee = () =>
  conflict('No tuition fee is set for your cohort yet; please contact the school.', 'NO_TUITION_FEE');

/** The fee of the learner's cohort: the server's figure, never the browser's. */
async function tuitionFeeOf(db: Executor, userId: string) {
  const learner = await findLearner(db, userId);
  if (!learner) throw notFound();
  if (learner.tuitionFee === null) throw noTuitionFee();
  return learner.tuitionFee;
}

/** The tuition the applicant has paid and the school confirmed, added up in kobo. */
const confirmedTuitionPaid = async (db: Executor, applicantId: string) =>
  sumNaira(await findConfirmedAmounts(db, applicantId));

/**
 * What the learner owes now: the agreed plan's fee and discount (the fee it was agreed at), else
 * the cohort's fee; less the tuition paid and confirmed. Null while the cohort has no fee.
 */
export async function findTuitionOwed(db: Executor, userId: string): Promise<TuitionSummary | null> {
  const [learner, plan, tuitionPaid] = await Promise.all([
    findLearner(db, userId),
    findPaymentPlan(db, userId),
    confirmedTuitionPaid(db, userId),
  ]);
  if (!learner) throw notFound();
  const tuitionFee = plan?.tuitionFee ?? learner.tuitionFee;
  if (tuitionFee === null) return null;
  const discountAmount = plan?.discountAmount ?? 0;
  return {
    tuitionFee,
    discountAmount,
    tuitionPaid,
    amountDue: tuitionDue({ tuitionFee, discountAmount, tuitionPaid }),
  };
}

const invalidCode = () => notFound(messages.discountCodeInvalid);
const usedUpCode = () => conflict(messages.discountCodeUsedUp, 'DISCOUNT_CODE_USED_UP');

/** What a code would take off the learner's fee; a look-up never takes a use. */
export async function lookUpDiscountCode(app: FastifyInstance, userId: string, code: string) {
  const found = code ? await findDiscountCode(app.db, code) : undefined;
  if (!found) throw invalidCode();
  if (found.remainingUses <= 0) throw usedUpCode();
  const tuitionFee = await tuitionFeeOf(app.db, userId);
  const tuitionPaid = await confirmedTuitionPaid(app.db, userId);
  return {
    code,
    discountAmount: found.discountAmount,
    tuitionFee,
    tuitionPaid,
    amountDue: tuitionDue({ tuitionFee, discountAmount: found.discountAmount, tuitionPaid }),
  };
}

/** The fee, its discount once a plan is agreed, what was paid and confirmed, and what is left. */
export async function getTuitionSummary(app: FastifyInstance, userId: string) {
  const owed = await findTuitionOwed(app.db, userId);
  if (!owed) throw noTuitionFee();
  return owed;
}

/** Takes one use of the code in the caller's transaction, so a refused plan gives the use back. */
async function takeDiscount(tx: Executor, code: string) {
  const taken = await takeDiscountCodeUse(tx, code);
  if (taken) return taken.discountAmount;
  throw (await findDiscountCode(tx, code)) ? usedUpCode() : invalidCode();
}

/** Step 6: the tuition payment plan, priced from the cohort's fee less any discount and the tuition paid. */
export async function fillPaymentAgreement(app: FastifyInstance, userId: string, body: PaymentPlanBody) {
  await app.db.transaction(async (tx) => {
    const applicant = await lockLearner(tx, userId);
    const earlier = await findPaymentPlan(tx, userId);
    // A repeat (a double click, a retry) of the plan on record answers as the first did.
    const repeat =
      earlier?.paymentPlan === body.paymentPlan &&
      earlier.paymentStartMonth === body.paymentStartMonth &&
      (earlier.discountCode ?? '') === body.discountCode;
    if (repeat) return;
    refuseUnlessOpen(applicant, 'paymentAgreement', planRefusal);
    const tuitionFee = await tuitionFeeOf(tx, userId);
    const discountAmount = body.discountCode ? await takeDiscount(tx, body.discountCode) : 0;
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
    if (!stored) throw conflict(planRefusal);
    await moveNative(tx, userId, {
      to: journeyTable.paymentAgreement.recordedAs,
      action: 'PAYMENT_AGREEMENT_FILLED',
      actorId: userId,
      details: { paymentPlan: body.paymentPlan, amountDue, discountCode: body.discountCode || undefined },
      refusal: planRefusal,
    });
  });
  return loadUserData(app.db, userId);
}

export async function getPaymentPlan(app: FastifyInstance, userId: string) {
  const row = await findPaymentPlan(app.db, userId);
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
