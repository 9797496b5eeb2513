import { fillPaymentAgreement as fillPaymentAgreementCall } from '@intake/contracts/endpoints/payment-plan';
import type { PaymentPlanInput } from '@intake/contracts/enrolment';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** Agrees the payment plan (step 6); answers the updated user data. */
export const fillPaymentAgreement = (plan: PaymentPlanInput) =>
  callEndpoint(fillPaymentAgreementCall, { body: plan });

export const useFillPaymentAgreementMutation = () =>
  useSingleFlightMutation({ mutationFn: fillPaymentAgreement });
