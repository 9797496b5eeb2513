import type { JourneyPosition } from '@intake/contracts/journey';
import { journeyStepOpen } from '@intake/contracts/journey';
import type { TuitionPayment } from '@intake/contracts/tuition-ledger';

/** The tuition is asked about once the learner is admitted (the server refuses it before). */
export const tuitionPaymentAsked = (user: Pick<JourneyPosition, 'nativeState'>) =>
  Boolean(user.nativeState) && user.nativeState !== 'PENDING';

/**
 * The pay card shows while the spec's step 4 (the payment proof) is open, and after it while a
 * balance remains, for a school taking online payments. Without a provider (null) the dashboard is
 * the spec's own: step 4's proof upload alone.
 */
export const payCardShown = (payment: TuitionPayment, user: JourneyPosition) =>
  payment.provider !== null && (journeyStepOpen('paymentProof', user) || payment.balanceKobo > 0);
